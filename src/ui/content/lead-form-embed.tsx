/**
 * The `form` embed: a lead form inside a content page — the same island and props a form page renders, or, after a
 * submission made without script, the thank-you with its confirmation number (as the form page shows it).
 */
import { Island } from '#ui/components/island.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { island, type LeadFormProps } from '#ui/islands/lead-form.tsx';

export function LeadFormEmbed({ form, confirmation }: { form: LeadFormProps; confirmation?: string | undefined }) {
  const { t } = usePage();
  if (confirmation) {
    return (
      <section className="received__card content-form" aria-labelledby="content-form-received">
        <h2 id="content-form-received">{t(form.form.thankYou?.title ?? 'form.next.title')}</h2>
        <p className="received__confirmation" role="status">
          {t('form.received', { id: confirmation })}
        </p>
        {form.form.thankYou ? <p>{t(form.form.thankYou.text)}</p> : null}
      </section>
    );
  }
  return (
    <div className="content-form">
      <Island island={island} props={form} load="eager" />
    </div>
  );
}
