/**
 * A page whose body is a lead form: the heading band, a choice between the page's forms when it has several (the
 * love-promise stories: customer, retailer, partner — plain links, so the choice works without script), and the form
 * island beside a short "what happens next".
 */
import type { ReactNode } from 'react';
import { Island } from '#ui/components/island.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { island, type LeadFormProps } from '#ui/islands/lead-form.tsx';

export interface FormChoice {
  kind: string;
  current: boolean;
}

export interface FormPageProps {
  pageKey: string;
  eyebrow: string;
  form: LeadFormProps;
  choices?: FormChoice[] | undefined;
  /** Set once a submission made without script was stored: the thank-you replaces the form. */
  confirmation?: string | undefined;
  /** Shown above the form, across the page (the trade-in estimator). */
  before?: ReactNode;
  /** A heading for the form when something comes before it (a dictionary key). */
  formTitle?: string | undefined;
  /** A page to read on beside the form (the story forms link to the published stories): its path and its label's key. */
  related?: { path: string; label: string } | undefined;
}

export function FormPage({ pageKey, eyebrow, form, choices, confirmation, before, formTitle, related }: FormPageProps) {
  const { t, path } = usePage();
  const href = useHref();
  return (
    <>
      <SectionHero eyebrow={eyebrow} title={t(`page.${pageKey}.title`)} intro={t(`page.${pageKey}.intro`)} />
      {before ? <div className="container page-body page-body--before">{before}</div> : null}
      <div className="container page-body form-page">
        <div className="form-page__form" id="form-start">
          {formTitle ? <h2 className="form-page__title">{t(formTitle)}</h2> : null}
          {choices ? (
            <nav className="form-page__choices" aria-labelledby="form-choices-title">
              <h2 id="form-choices-title" className="form-page__choices-title">
                {t(`page.${pageKey}.choose`)}
              </h2>
              <ul className="segmented">
                {choices.map((choice) => (
                  <li key={choice.kind}>
                    <a className="segmented__item" href={`${href(path)}?kind=${choice.kind}`} aria-current={choice.current ? 'page' : undefined}>
                      {t(`page.${pageKey}.kind.${choice.kind}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {confirmation ? (
            <section className="received__card" aria-labelledby="form-received-title">
              <h2 id="form-received-title">{t(form.form.thankYou?.title ?? 'form.next.title')}</h2>
              <p className="received__confirmation" role="status">
                {t('form.received', { id: confirmation })}
              </p>
              {form.form.thankYou ? <p>{t(form.form.thankYou.text)}</p> : null}
            </section>
          ) : (
            <Island island={island} props={form} load="eager" />
          )}
        </div>
        <aside className="form-page__aside" aria-labelledby="form-next-title">
          <h2 id="form-next-title">{t('form.next.title')}</h2>
          <ol>
            <li>{t(`form.${form.form.name}.next1`)}</li>
            <li>{t(`form.${form.form.name}.next2`)}</li>
            <li>{t('form.next.privacy')}</li>
          </ol>
          {related ? (
            <p className="form-page__related">
              <a href={href(related.path)}>{t(related.label)}</a>
            </p>
          ) : null}
        </aside>
      </div>
    </>
  );
}
