/** A content card: optional media, a title and a short text; with an address the whole card is one link. */
import type { ReactNode } from 'react';
import { Link } from './link.tsx';

export interface CardProps {
  title: string;
  text?: ReactNode;
  /** An image or drawing shown above the text in a fixed 16:9 frame, so the card does not jump as it loads. */
  media?: ReactNode;
  /** Makes the whole card a link. Its content then must not hold other links or buttons. */
  href?: string;
  /** Renders the title as a heading of this level; leave it out inside lists of links, where headings are noise. */
  headingLevel?: 2 | 3 | 4;
  /** `li` inside a `card-grid` list, `article` for standalone content. */
  as?: 'div' | 'li' | 'article';
  className?: string;
  /** Extra content under the text, such as a price. */
  children?: ReactNode;
}

export function Card({ title, text, media, href, headingLevel, as: Element = 'div', className, children }: CardProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'span';
  const content = (
    <>
      {media ? <div className="card__media">{media}</div> : null}
      <div className="card__body">
        <Title className="card__title">{title}</Title>
        {text ? <p className="card__text">{text}</p> : null}
        {children ? <div className="card__extra">{children}</div> : null}
      </div>
    </>
  );
  const classes = ['card', href ? 'card--link' : null, media ? 'card--media' : null, className].filter(Boolean).join(' ');
  return (
    <Element className={classes}>
      {href ? (
        <Link className="card__link" href={href}>
          {content}
        </Link>
      ) : (
        <div className="card__content">{content}</div>
      )}
    </Element>
  );
}
