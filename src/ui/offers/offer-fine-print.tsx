/**
 * Makes the offers' fine print part of the page's disclaimers, so their markers, alerts and footnotes are the
 * site's own (DisclaimerMarker, the shell's dialogs and footnotes) and share one numbering with the catalog's.
 * Render it before the first marker that refers to an offer disclaimer; it renders nothing itself.
 */
import type { OfferDisclaimerView } from '#domain/offers/view.ts';
import { usePage } from '#ui/components/page-context.tsx';

export function OfferFinePrint({ items }: { items: readonly OfferDisclaimerView[] }) {
  // Offer numbers start at 100 and the loader refuses a clash, so a catalog disclaimer is never replaced.
  usePage().collector?.addDisclaimers(items);
  return null;
}
