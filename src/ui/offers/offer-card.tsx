/** One special offer: its kind, the vehicle, the headline with its fine-print markers, the terms and the last day. */
import type { OfferView } from '#domain/offers/view.ts';
import { DisclaimerMarker } from '#ui/components/disclaimer-marker.tsx';
import { usePage } from '#ui/components/page-context.tsx';

const ICONS: Record<OfferView['type'], string> = {
  apr: 'M5 19 19 5 M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z M16.5 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  lease: 'M14.5 4a5.5 5.5 0 1 1-5.2 7.3L4 16.6V20h3.4v-2h2v-2h2l1.1-1.1A5.5 5.5 0 0 1 14.5 4Z M16.5 8.5h.01',
  cash: 'M3 7h18v10H3Z M12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z M6 10v4 M18 10v4',
};

/** Text before its last word, and the last word (the last two characters of text written without spaces). */
export function splitLastWord(text: string): [string, string] {
  const space = text.trimEnd().lastIndexOf(' ');
  if (space >= 0) return [text.slice(0, space + 1), text.slice(space + 1)];
  const chars = [...text];
  return [chars.slice(0, -2).join(''), chars.slice(-2).join('')];
}

export function OfferCard({ offer }: { offer: OfferView }) {
  const { t } = usePage();
  const headingId = `offer-${offer.id}`;
  const [lead, tail] = splitLastWord(offer.terms);
  return (
    <li className={`offer-card offer-card--${offer.type}`}>
      <article className="offer-card__body" aria-labelledby={headingId}>
        <p className="offer-card__meta">
          <span className="offer-card__type">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d={ICONS[offer.type]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {offer.typeLabel}
          </span>
          {offer.scope === 'regional' ? <span className="offer-card__scope">{t('offers.scope.regional')}</span> : null}
        </p>
        <p className="offer-card__vehicle">
          {offer.vehicle}
          {offer.trimNote ? <span className="offer-card__trims">{offer.trimNote}</span> : null}
        </p>
        <h3 id={headingId} className="offer-card__headline">
          {offer.headline}
        </h3>
        <p className="offer-card__terms">
          {lead}
          {/* The markers are boxes a line may break before: keep them on the line of the last word. */}
          <span className="offer-card__tail">
            {tail}
            {offer.disclaimers.map((id) => (
              <DisclaimerMarker key={id} id={id} />
            ))}
          </span>
        </p>
        <p className="offer-card__ends">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <time dateTime={offer.endDate}>{offer.endsLabel}</time>
        </p>
      </article>
    </li>
  );
}
