/** The not-found page (status 404): says what happened and offers the ways back. */
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';

export function NotFoundPage() {
  const { t } = usePage();
  const href = useHref();
  return (
    <>
      <SectionHero eyebrow="404" title={t('page.notFound.title')} intro={t('page.notFound.intro')} />
      <div className="container page-body">
        <ul className="card-grid">
          {(
            [
              ['/', 'page.home.title'],
              ['/vehicle-info/all-vehicles.html', 'page.allVehicles.title'],
              ['/find/a-retailer.html', 'page.findRetailer.title'],
              ['/support/customer-support.html', 'page.customerSupport.title'],
            ] as const
          ).map(([path, key]) => (
            <li key={path} className="card card--link">
              <a className="card__link" href={href(path)}>
                <span className="card__title">{t(key)}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The page shown when the server fails (status 500). */
export function ServerErrorPage() {
  const { t } = usePage();
  const href = useHref();
  return (
    <>
      <SectionHero title={t('page.serverError.title')} intro={t('page.serverError.intro')} />
      <div className="container page-body">
        <p>
          <a className="button button--primary" href={href('/')}>
            {t('page.home.title')}
          </a>
        </p>
      </div>
    </>
  );
}
