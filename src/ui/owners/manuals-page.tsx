/**
 * `/owners/manuals-and-warranties.html`: choose the model year, then the model, then the trim — each choice a link
 * (`?year=&model=&trim=`), so it works without script and every step has an address — and get the trim's owner
 * documents as PDFs with its warranty coverage.
 */
import type { ReactNode } from 'react';
import type { OwnerDocument } from '#domain/owners/documents.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';

export interface ManualsPageProps {
  eyebrow: string;
  title: string;
  intro: string;
  years: number[];
  year: number;
  models: { code: string; name: string; image: string }[];
  model: { code: string; name: string } | null;
  trims: { code: string; name: string }[];
  trim: { code: string; name: string } | null;
  /** The chosen trim's documents and coverage; null until a trim is chosen. */
  documents: {
    vehicle: string;
    editionLabel: string;
    items: { type: OwnerDocument; title: string; description: string; url: string }[];
    coverage: { kind: string; name: string; term: string; text: string }[];
  } | null;
}

const PAGE = '/owners/manuals-and-warranties.html';

function query(params: Record<string, string | number | undefined>, anchor: string): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return `${PAGE}?${search.toString()}#${anchor}`;
}

const DOCUMENT_ICONS: Record<OwnerDocument, string> = {
  'owners-manual': 'M5 4h9a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3Z M5 17a3 3 0 0 1 3-3h9 M9 8h5',
  warranty: 'M12 3 4.5 6v5.5c0 4.6 3.2 8 7.5 9.5 4.3-1.5 7.5-4.9 7.5-9.5V6Z M8.8 12l2.2 2.2 4.2-4.4',
  maintenance: 'M14.5 5.5a4 4 0 0 0-5.3 5.3L4 16l4 4 5.2-5.2a4 4 0 0 0 5.3-5.3l-2.6 2.6-2.7-.6-.6-2.7Z',
  'quick-reference': 'M6 3h12v18H6Z M9 7h6 M9 11h6 M9 15h3',
};

function Step({ number, id, title, children }: { number: number; id: string; title: string; children: ReactNode }) {
  return (
    <section className="manuals-step" aria-labelledby={id}>
      <h2 id={id} className="manuals-step__title" tabIndex={-1}>
        <span className="manuals-step__number" aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ManualsPage({ eyebrow, title, intro, years, year, models, model, trims, trim, documents }: ManualsPageProps) {
  const { t } = usePage();
  const href = useHref();
  return (
    <>
      <SectionHero eyebrow={eyebrow} title={title} intro={intro} />
      <div className="container page-body owners-page manuals">
        <Step number={1} id="manuals-year" title={t('manuals.step.year')}>
          <ul className="choice-row" aria-label={t('manuals.step.year')}>
            {years.map((item) => (
              <li key={item}>
                <a className="choice-link" href={href(query({ year: item }, 'manuals-model'))} aria-current={item === year ? 'true' : undefined}>
                  {item}
                </a>
              </li>
            ))}
          </ul>
        </Step>

        <Step number={2} id="manuals-model" title={t('manuals.step.model', { year })}>
          <ul className="manuals-models">
            {models.map((item) => (
              <li key={item.code}>
                <a className="manuals-model" href={href(query({ year, model: item.code }, 'manuals-trim'))} aria-current={item.code === model?.code ? 'true' : undefined}>
                  <img className="manuals-model__image" src={item.image} alt="" width={1600} height={900} loading="lazy" decoding="async" />
                  <span className="manuals-model__name">{item.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </Step>

        {model ? (
          <Step number={3} id="manuals-trim" title={t('manuals.step.trim', { model: model.name })}>
            <ul className="choice-row">
              {trims.map((item) => (
                <li key={item.code}>
                  <a className="choice-link" href={href(query({ year, model: model.code, trim: item.code }, 'manuals-documents'))} aria-current={item.code === trim?.code ? 'true' : undefined}>
                    {item.name}
                  </a>
                </li>
              ))}
            </ul>
          </Step>
        ) : (
          <p className="manuals-hint">{t('manuals.chooseModel')}</p>
        )}

        {model && !trim ? <p className="manuals-hint">{t('manuals.chooseTrim')}</p> : null}

        {documents ? (
          <section className="manuals-documents" aria-labelledby="manuals-documents">
            <h2 id="manuals-documents" className="page-body__heading" tabIndex={-1}>
              {t('manuals.documents.title', { vehicle: documents.vehicle })}
            </h2>
            <p className="owners-lede">{t('manuals.documents.edition', { date: documents.editionLabel })}</p>
            <ul className="document-grid">
              {documents.items.map((item) => (
                <li key={item.type} className="document-card">
                  <svg className="document-card__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                    <path d={DOCUMENT_ICONS[item.type]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  <h3 className="document-card__title">{item.title}</h3>
                  <p className="document-card__text">{item.description}</p>
                  <a className="button button--secondary document-card__link" href={item.url} type="application/pdf">
                    {t('manuals.documents.download')}
                    <span className="visually-hidden">
                      {' '}
                      {item.title}, {documents.vehicle}
                    </span>
                    <span className="document-card__format"> PDF</span>
                  </a>
                </li>
              ))}
            </ul>

            <h3 className="manuals-coverage__title">{t('manuals.coverage.title')}</h3>
            {/* Explicit roles: on phones the rows are laid out as blocks, which would otherwise cost the table its semantics. */}
            <div className="coverage">
              <table className="coverage-table" role="table">
                <caption>{t('manuals.coverage.caption', { vehicle: documents.vehicle })}</caption>
                <thead role="rowgroup">
                  <tr role="row">
                    <th scope="col" role="columnheader">
                      {t('manuals.coverage.heading')}
                    </th>
                    <th scope="col" role="columnheader">
                      {t('manuals.coverage.termHeading')}
                    </th>
                    <th scope="col" role="columnheader">
                      {t('manuals.coverage.whatHeading')}
                    </th>
                  </tr>
                </thead>
                <tbody role="rowgroup">
                  {documents.coverage.map((item) => (
                    <tr key={item.kind} role="row">
                      <th scope="row" role="rowheader">
                        {item.name}
                      </th>
                      <td className="coverage-table__term" role="cell">
                        {item.term}
                      </td>
                      <td role="cell">{item.text}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}

        <aside className="owners-note" aria-labelledby="manuals-recalls">
          <h2 id="manuals-recalls" className="owners-note__title">
            {t('manuals.recalls.title')}
          </h2>
          <p>{t('manuals.recalls.text')}</p>
          <p>
            <a className="button button--secondary" href={href('/owners/recalls.html')}>
              {t('manuals.recalls.link')}
            </a>
          </p>
        </aside>
      </div>
    </>
  );
}
