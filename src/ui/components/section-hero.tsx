/** The heading band at the top of a content page: eyebrow, title, introduction and optional actions. */
import type { ReactNode } from 'react';

export function SectionHero({ eyebrow, title, intro, children }: { eyebrow?: string; title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <section className="section-hero">
      <div className="container section-hero__inner">
        {eyebrow ? <p className="section-hero__eyebrow">{eyebrow}</p> : null}
        <h1 className="section-hero__title">{title}</h1>
        {intro ? <p className="section-hero__intro">{intro}</p> : null}
        {children ? <div className="section-hero__actions">{children}</div> : null}
      </div>
    </section>
  );
}
