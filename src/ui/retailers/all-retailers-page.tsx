/**
 * The retailer directory: `/find/retailers.html` lists the states with their number of Active retailers, and
 * `/find/retailers/{st}.html` lists one state's retailers by city, each linking to its page. One page of all 600-odd
 * retailers was 2,500 elements to parse and style before the first frame (TBT 56–87 ms at 4x CPU, issue 18); a state
 * page holds a few dozen.
 */
import { SectionHero } from '#ui/components/section-hero.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { retailerPath, retailerStatePath } from '#domain/retailers/paths.ts';

export interface RetailerIndexEntry {
  id: string;
  name: string;
  slug: string;
  state: string;
  city: string;
}

export interface StateCount {
  state: string;
  count: number;
}

export function AllRetailersPage({ states }: { states: StateCount[] }) {
  const { t, lang } = usePage();
  const href = useHref();
  const total = states.reduce((sum, item) => sum + item.count, 0);
  // In the order of the names the visitor reads (Alabama, Alaska…), not of the postal codes (AK, AL…).
  const byName = states.map((item) => ({ ...item, name: t(`state.${item.state}`) })).sort((a, b) => a.name.localeCompare(b.name, lang));
  return (
    <>
      <SectionHero eyebrow={t('nav.section.retailers')} title={t('retailer.all.title')} intro={t('retailer.all.intro', { count: total })}>
        <a className="button button--ghost" href={href('/find/a-retailer.html')}>
          {t('retailer.all.findNear')}
        </a>
      </SectionHero>
      <div className="container page-body">
        <nav aria-labelledby="retailer-states-title">
          <h2 id="retailer-states-title" className="retailer-directory__title">
            {t('retailer.all.states')}
          </h2>
          <ul className="retailer-directory">
            {byName.map(({ state, name, count }) => (
              <li key={state}>
                <a href={href(retailerStatePath(state))}>
                  <span className="retailer-directory__name">{name}</span>
                  <span className="retailer-directory__count">{t('retailer.all.count', { count })}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}

export function StateRetailersPage({ state, retailers }: { state: string; retailers: RetailerIndexEntry[] }) {
  const { t } = usePage();
  const href = useHref();
  const name = t(`state.${state}`);
  const cities = [...new Set(retailers.map((retailer) => retailer.city))];
  return (
    <>
      <SectionHero
        eyebrow={t('nav.section.retailers')}
        title={t('retailer.state.title', { state: name })}
        intro={t('retailer.state.intro', { count: retailers.length, state: name })}
      >
        <a className="button button--ghost" href={href('/find/retailers.html')}>
          {t('retailer.state.allStates')}
        </a>
      </SectionHero>
      <div className="container page-body">
        <ul className="retailer-city-list">
          {cities.map((city) => (
            <li key={city}>
              <h2 className="retailer-city-list__city">{city}</h2>
              <ul>
                {retailers
                  .filter((retailer) => retailer.city === city)
                  .map((retailer) => (
                    <li key={retailer.id}>
                      <a href={href(retailerPath(retailer))}>{retailer.name}</a>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
