/** `/vehicle-info/brochures.html`: a PDF brochure for every active model, generated from the catalog. */
import { usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';

export interface BrochuresProps {
  brochures: { code: string; name: string; year: number; image: string }[];
}

export function BrochuresPage({ brochures }: BrochuresProps) {
  const { t, lang } = usePage();
  return (
    <>
      <SectionHero eyebrow={t('nav.section.vehicles')} title={t('page.brochures.title')} intro={t('page.brochures.intro')} />
      <div className="container page-body">
        <ul className="vehicle-grid">
          {brochures.map((brochure) => (
            <li key={`${brochure.code}-${brochure.year}`} className="vehicle-card">
              <a className="vehicle-card__link" href={`/services/vehicles/brochures/${brochure.year}/${brochure.code}?lang=${lang}`} type="application/pdf">
                <img className="vehicle-card__image" src={brochure.image} alt="" width={1600} height={900} loading="lazy" decoding="async" />
                <span className="vehicle-card__year">{brochure.year}</span>
                <span className="vehicle-card__name">{brochure.name}</span>
                <span className="vehicle-card__tagline">{t('pdf.downloadBrochure')}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
