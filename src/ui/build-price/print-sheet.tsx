/**
 * What the printed summary adds to the page, shown only in print: the brand's logo, the date in the page's language
 * and the build's address — the saved build's (with its token) when the build was opened from one or saved, as the
 * summary's "Copy link" gives it. The Print button saves the build first (`printBuild`), so its printout always
 * carries the saved link; printing from the browser's menu before saving prints the address that reopens the same
 * choices.
 */
import { useEffect, useState } from 'react';
import { postJson } from '#client/api.ts';
import type { Build } from '#domain/build-price/build.ts';
import { choicesOf, choicesQuery } from '#domain/build-price/replay.ts';
import { buildUrl } from '#domain/build-price/url.ts';
import { savedBuildOf } from '#domain/forms/lead-vehicle.ts';
import { formatDay } from '#domain/i18n/format.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { usePage } from '#ui/components/page-context.tsx';
import { LogoMark } from '#ui/layout/logo.tsx';
import { useHydrated } from './use-build.ts';

/** The visitor's calendar day, YYYY-MM-DD. */
const localDay = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** The event `printBuild` sends once the build is saved: its summary's address. */
const SAVED_EVENT = 'bp-print-saved';

/** The summary's address of a build saved under `token`, or (null) the address that replays its choices. */
function summaryAddress(build: Build, lang: Language, wcmmodeDisabled: boolean, token: string | null): string | null {
  const saved = savedBuildOf(build);
  if (!saved) return null;
  const path = buildUrl({ lang, year: saved.year, category: build.category, modelCode: saved.modelCode, trimCode: saved.trimCode, step: 'summary', token, wcmmodeDisabled });
  const choices = token ? '' : choicesQuery({ ...choicesOf(build), view: null });
  return `${location.origin}${path}${choices ? `${path.includes('?') ? '&' : '?'}${choices}` : ''}`;
}

/**
 * Saves the build (POST /services/vehicles/config/build; its token is its content hash, so saving again changes
 * nothing), lets the print sheet show the saved link, then opens the print dialog. Printing goes ahead unsaved if
 * saving fails.
 */
export async function printBuild(build: Build, lang: Language, wcmmodeDisabled: boolean): Promise<void> {
  const body = savedBuildOf(build);
  if (body && !build.token) {
    const answer = await postJson('/services/vehicles/config/build', body, () => import('#domain/build-price/contract.ts').then((contract) => contract.SavedBuildTokenSchema));
    if (answer.ok && answer.status === 201) {
      const url = summaryAddress(build, lang, wcmmodeDisabled, answer.data.token);
      if (url) window.dispatchEvent(new CustomEvent(SAVED_EVENT, { detail: url }));
    }
  }
  // One frame for React to write the link before the browser lays the page out for print.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  window.print();
}

export function PrintSheet({ build }: { build: Build }) {
  const { t, lang, brand, wcmmodeDisabled } = usePage();
  // Both depend on the browser (its clock, its address), so they are written once the page is live.
  const hydrated = useHydrated();
  const [saved, setSaved] = useState<{ choices: string; url: string } | null>(null);
  const choices = choicesQuery({ ...choicesOf(build), view: null });

  useEffect(() => {
    const onSaved = (event: Event) => setSaved({ choices, url: String((event as CustomEvent<string>).detail) });
    window.addEventListener(SAVED_EVENT, onSaved);
    return () => window.removeEventListener(SAVED_EVENT, onSaved);
  }, [choices]);

  const day = hydrated ? localDay(new Date()) : null;
  const address = hydrated ? summaryAddress(build, lang, wcmmodeDisabled, build.token ?? null) : null;
  // A link saved for other choices is not this build's.
  const savedUrl = saved?.choices === choices ? saved.url : null;
  const link = savedUrl ?? address;
  const isSaved = savedUrl !== null || Boolean(build.token);
  return (
    <div className="bp-print-sheet">
      <p className="bp-print-sheet__brand">
        <LogoMark className="bp-print-sheet__mark" size={40} />
        <span className="bp-print-sheet__name">{brand}</span>
      </p>
      {day ? <p className="bp-print-sheet__date">{t('pdf.build.printed', { date: formatDay(day, lang, 'long') })}</p> : null}
      {link ? (
        <p className="bp-print-sheet__link">
          <span className="bp-print-sheet__label">{t(isSaved ? 'pdf.build.link' : 'bp.print.link')}</span> <a href={link}>{link}</a>
        </p>
      ) : null}
    </div>
  );
}
