/** The aside both confirm pages share: why the site asks for a ZIP code and a retailer. Plain HTML, no script. */
import { useHref, usePage } from '#ui/components/page-context.tsx';

function Icon({ path }: { path: string }) {
  return (
    <span className="geo-why__icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

const ICONS = {
  prices: 'M3.5 12.5 11 5h7.5v7.5L11 20l-7.5-7.5ZM15 9h.01',
  offers: 'M12 3.5 14.4 8.6l5.6.7-4.1 3.8 1.1 5.5L12 15.9l-5 2.7 1.1-5.5L4 9.3l5.6-.7L12 3.5Z',
  retailer: 'M4 20V9l8-5 8 5v11M9 20v-6h6v6M3 20h18',
};

export function WhyWeAsk({ finderLink = false }: { finderLink?: boolean }) {
  const { t } = usePage();
  const href = useHref();
  return (
    <aside className="geo-why" aria-labelledby="geo-why-title">
      <h2 id="geo-why-title" className="geo-why__title">
        {t('geo.why.title')}
      </h2>
      <ul className="geo-why__list">
        <li className="geo-why__item">
          <Icon path={ICONS.prices} />
          <span>
            <strong className="geo-why__item-title">{t('geo.why.prices.title')}</strong>
            <span className="geo-why__item-text">{t('geo.why.prices.text')}</span>
          </span>
        </li>
        <li className="geo-why__item">
          <Icon path={ICONS.offers} />
          <span>
            <strong className="geo-why__item-title">{t('geo.why.offers.title')}</strong>
            <span className="geo-why__item-text">{t('geo.why.offers.text')}</span>
          </span>
        </li>
        <li className="geo-why__item">
          <Icon path={ICONS.retailer} />
          <span>
            <strong className="geo-why__item-title">{t('geo.why.retailer.title')}</strong>
            <span className="geo-why__item-text">{t('geo.why.retailer.text')}</span>
          </span>
        </li>
      </ul>
      {finderLink ? (
        <p className="geo-why__link">
          <a href={href('/find/a-retailer.html')}>{t('geo.why.finder')}</a>
        </p>
      ) : null}
    </aside>
  );
}
