/** A page whose body is a lead form: the heading band and the form island beside a short "what happens next". */
import { Island } from '../../components/island.tsx';
import { usePage } from '../../components/page-context.tsx';
import { SectionHero } from '../../components/section-hero.tsx';
import { island, type LeadFormProps } from '../../islands/lead-form.tsx';

export function FormPage({ pageKey, eyebrow, form }: { pageKey: string; eyebrow: string; form: LeadFormProps }) {
  const { t } = usePage();
  return (
    <>
      <SectionHero eyebrow={eyebrow} title={t(`page.${pageKey}.title`)} intro={t(`page.${pageKey}.intro`)} />
      <div className="container page-body form-page">
        <div className="form-page__form">
          <Island island={island} props={form} load="eager" />
        </div>
        <aside className="form-page__aside" aria-labelledby="form-next-title">
          <h2 id="form-next-title">{t('form.next.title')}</h2>
          <ol>
            <li>{t(`form.${form.form.name}.next1`)}</li>
            <li>{t(`form.${form.form.name}.next2`)}</li>
            <li>{t('form.next.privacy')}</li>
          </ol>
        </aside>
      </div>
    </>
  );
}
