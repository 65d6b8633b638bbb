/**
 * A footnote marker: opens the disclaimer alert (a modal <dialog>) through the browser's invoker
 * commands, so it needs no script; Escape closes it, focus stays inside and returns to the marker.
 */
import { usePage } from './page-context.tsx';

export function disclaimerDialogId(id: string | number): string {
  return `disclaimer-${id}`;
}

export function DisclaimerMarker({ id }: { id: string | number }) {
  const { t, collector } = usePage();
  if (!collector) return null;
  const number = collector.disclaimerRegistry.register(id);
  const disclaimer = number === null ? undefined : collector.disclaimers.get(Number(id));
  if (number === null || !disclaimer) {
    collector.warn(`Disclaimer ${String(id)} refused: ids are digits only and must exist`);
    return null;
  }
  return (
    <sup className="disclaimer-marker">
      <button
        type="button"
        className="disclaimer-marker__button"
        commandfor={disclaimerDialogId(id)}
        command="show-modal"
        aria-haspopup="dialog"
        aria-label={t('disclaimer.markerLabel', { number, label: disclaimer.label })}
      >
        {number}
      </button>
    </sup>
  );
}

/** The dialogs and the footnote list for every disclaimer the page registered, in order of use. */
export function DisclaimerDialogs() {
  const { t, collector } = usePage();
  if (!collector) return null;
  const items = collector.disclaimerRegistry.ids
    .map((id) => collector.disclaimers.get(Number(id)))
    .filter((item) => item !== undefined);
  if (items.length === 0) return null;
  return (
    <>
      {items.map((item) => {
        const dialogId = disclaimerDialogId(item.id);
        return (
          <dialog key={item.id} id={dialogId} className="disclaimer-alert" aria-labelledby={`${dialogId}-title`} closedby="any">
            <div className="disclaimer-alert__body">
              <h2 id={`${dialogId}-title`} className="disclaimer-alert__title">
                {item.label}
              </h2>
              <p>{item.content}</p>
            </div>
            <button type="button" className="disclaimer-alert__close" commandfor={dialogId} command="close" aria-label={t('disclaimer.close')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </dialog>
        );
      })}
    </>
  );
}

/** The footnotes printed at the foot of the page, in the order their markers appear. */
export function DisclaimerFootnotes() {
  const { t, collector } = usePage();
  if (!collector || collector.disclaimerRegistry.ids.length === 0) return null;
  return (
    <section className="footnotes container" aria-labelledby="footnotes-title">
      <h2 id="footnotes-title" className="footnotes__title">
        {t('disclaimer.footnotes')}
      </h2>
      <ol className="footnotes__list">
        {collector.disclaimerRegistry.ids.map((id) => {
          const item = collector.disclaimers.get(Number(id));
          return item ? (
            <li key={id} id={`footnote-${id}`}>
              {item.content}
            </li>
          ) : null;
        })}
      </ol>
    </section>
  );
}
