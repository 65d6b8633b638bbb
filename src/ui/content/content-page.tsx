/**
 * An authored page (content/): the heading band (eyebrow, title, description, an optional picture), an optional
 * "on this page" list of its sections, its body — Markdown and embeds, in the order the author wrote them — and its
 * content tags, each a link to the results page of everything tagged alike.
 */
import type { ReactNode } from 'react';
import type { Tag } from '#domain/search/tags.ts';
import { usePage } from '#ui/components/page-context.tsx';

export interface ContentPageViewProps {
  eyebrow: string;
  title: string;
  intro: string;
  hero: { image?: string; alt?: string };
  toc: readonly { id: string; title: string }[];
  /** The page's content tags, each linking to everything else with it. */
  tags?: readonly Tag[];
  children: ReactNode;
}

export function ContentPageView({ eyebrow, title, intro, hero, toc, tags = [], children }: ContentPageViewProps) {
  const { t } = usePage();
  return (
    <>
      <section className={`section-hero content-hero${hero.image ? ' content-hero--image' : ''}`}>
        <div className="container section-hero__inner content-hero__inner">
          <div className="content-hero__text">
            <p className="section-hero__eyebrow">{eyebrow}</p>
            <h1 className="section-hero__title">{title}</h1>
            <p className="section-hero__intro">{intro}</p>
          </div>
          {hero.image ? (
            <div className="content-hero__media">
              <img src={hero.image} alt={hero.alt ?? ''} width={640} height={360} fetchPriority="high" decoding="async" />
            </div>
          ) : null}
        </div>
      </section>
      <div className={`container content-layout${toc.length > 0 ? ' content-layout--toc' : ''}`}>
        {toc.length > 0 ? (
          <nav className="content-toc" aria-labelledby="content-toc">
            <h2 id="content-toc" className="content-toc__title">
              {t('content.toc.title')}
            </h2>
            <ol className="content-toc__list">
              {toc.map((item) => (
                <li key={item.id}>
                  <a href={`#${item.id}`}>{item.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="content-body">
          {children}
          {tags.length > 0 ? (
            <aside className="content-tags" aria-labelledby="content-tags">
              <h2 id="content-tags" className="content-tags__title">
                {t('content.tags.title')}
              </h2>
              <ul className="content-tags__list">
                {tags.map((tag) => (
                  <li key={tag.id}>
                    <a className="chip-link" href={tag.url}>
                      {tag.label}
                    </a>
                  </li>
                ))}
              </ul>
            </aside>
          ) : null}
        </div>
      </div>
    </>
  );
}
