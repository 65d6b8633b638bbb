/** Every Active retailer, grouped by state, each linking to its page. */
import { SectionHero } from '#ui/components/section-hero.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';

export interface RetailerIndexEntry {
  id: string;
  name: string;
  slug: string;
  state: string;
  city: string;
}

export function AllRetailersPage({ retailers }: { retailers: RetailerIndexEntry[] }) {
  const { t } = usePage();
  const href = useHref();
  const states = [...new Set(retailers.map((retailer) => retailer.state))];
  return (
    <>
      <SectionHero eyebrow={t('nav.section.retailers')} title={t('retailer.all.title')} intro={t('retailer.all.intro', { count: retailers.length })} />
      <div className="container page-body retailer-index">
        <nav aria-label={t('retailer.all.states')} className="retailer-index__states">
          {states.map((state) => (
            <a key={state} href={`#state-${state}`}>
              {state}
            </a>
          ))}
        </nav>
        {states.map((state) => (
          <section key={state} id={`state-${state}`} aria-labelledby={`state-${state}-title`}>
            <h2 id={`state-${state}-title`}>{state}</h2>
            <ul className="retailer-index__list">
              {retailers
                .filter((retailer) => retailer.state === state)
                .map((retailer) => (
                  <li key={retailer.id}>
                    <a href={href(`/find/retailers/${retailer.id}-${retailer.slug}.html`)}>{retailer.name}</a> <span>{retailer.city}</span>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
