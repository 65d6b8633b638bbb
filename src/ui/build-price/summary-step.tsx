/** The summary step and the running price beside every step (a side panel on wide screens, a bar on phones). */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { postJson } from '#client/api.ts';
import type { Build } from '#domain/build-price/build.ts';
import type { ConfiguratorData } from '#domain/build-price/data.ts';
import { priceRows } from '#domain/build-price/lines.ts';
import { choicesOf, choicesQuery } from '#domain/build-price/replay.ts';
import { neighbours } from '#domain/build-price/ribbon.ts';
import type { SavedBuild } from '#domain/build-price/saved-build.ts';
import { buildUrl } from '#domain/build-price/url.ts';
import { savedBuildOf } from '#domain/forms/lead-vehicle.ts';
import { buildMatchSearch } from '#domain/inventory/match.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { PaymentEstimate } from '#ui/finance/payment-estimate.tsx';
import { Amount, PriceMarker, StepSection, VehiclePicture, useStepLink } from './parts.tsx';
import { useHydrated, type BuildController } from './use-build.ts';

function PriceTable({ build, data, caption, total = true }: { build: Build; data: ConfiguratorData | null; caption: string; total?: boolean }) {
  const { t } = usePage();
  const rows = priceRows(build, data, t);
  return (
    <table className="bp-lines">
      <caption className="bp-lines__caption">{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('bp.summary.item')}</th>
          <th scope="col">{t('bp.summary.price')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-line={row.key}>
            <th scope="row">{row.label}</th>
            <td>
              {row.amount === null ? (
                row.note
              ) : (
                <>
                  <Amount amount={row.amount} />
                  {row.marker ? <PriceMarker marker={row.marker} /> : null}
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
      {total ? (
        <tfoot>
          <tr className="bp-lines__total">
            <th scope="row">{t('bp.total')}</th>
            <td>
              <Amount amount={build.price} />
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

/** The running price: lines and total beside the step on wide screens, the total and Next in a bar on phones. */
export function PriceAside({ controller }: { controller: BuildController }) {
  const { t } = usePage();
  const build = controller.build;
  const data = controller.snapshot.context.data;
  const follow = useStepLink(controller);
  if (!build.trim || !build.model) return null;
  const { next } = neighbours(controller.step);
  return (
    <>
      <aside className="bp-aside" aria-labelledby="bp-aside-title">
        <h2 id="bp-aside-title" className="bp-aside__title">
          {t('bp.aside.title', { year: build.year ?? '', model: build.model.name, trim: build.trim.name })}
        </h2>
        {data ? <VehiclePicture build={build} data={data} /> : null}
        <PriceTable build={build} data={data} caption={t('bp.aside.caption')} total={false} />
        <p className="bp-aside__total" aria-live="polite">
          <span>{t('bp.total')}</span> <Amount amount={build.price} />
        </p>
      </aside>
      <div className="bp-bar">
        <p className="bp-bar__total" aria-live="polite">
          <span className="bp-bar__label">{t('bp.bar.total')}</span> <Amount amount={build.price} />
        </p>
        <details className="bp-bar__details">
          <summary className="bp-bar__toggle">{t('bp.bar.details')}</summary>
          <div className="bp-bar__sheet">
            <PriceTable build={build} data={data} caption={t('bp.aside.caption')} />
          </div>
        </details>
        {next ? (
          <a className="button button--primary bp-bar__next" href={controller.stepHref(next, choicesOf(build))} onClick={follow(next)} aria-label={t('bp.nav.next', { step: t(`bp.step.${next}`) })}>
            {t('bp.bar.next')}
          </a>
        ) : null}
      </div>
    </>
  );
}

/** Saves a build (POST /services/vehicles/config/build) and gives its token; null when it was not saved. */
async function saveBuild(body: SavedBuild): Promise<string | null> {
  const answer = await postJson('/services/vehicles/config/build', body, () => import('#domain/build-price/contract.ts').then((contract) => contract.SavedBuildTokenSchema));
  return answer.ok && answer.status === 201 ? answer.data.token : null;
}

type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'saved'; url: string } | { status: 'error' };

function SaveShare({ build }: { build: Build }) {
  const { t, lang, wcmmodeDisabled } = usePage();
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const [copied, setCopied] = useState(false);
  const save = async () => {
    const saved = savedBuildOf(build);
    if (!saved) return;
    setState({ status: 'saving' });
    const token = await saveBuild(saved);
    if (token === null) {
      setState({ status: 'error' });
      return;
    }
    const path = buildUrl({ lang, year: saved.year, category: build.category, modelCode: saved.modelCode, trimCode: saved.trimCode, step: 'summary', token, wcmmodeDisabled });
    setState({ status: 'saved', url: `${location.origin}${path}` });
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      /* no clipboard permission: the link is selectable in the field */
    }
  };
  return (
    <div className="bp-share">
      <button type="button" className="button button--secondary" onClick={() => void save()} disabled={state.status === 'saving'} aria-busy={state.status === 'saving'}>
        {state.status === 'saving' ? t('bp.summary.saving') : t('bp.summary.save')}
      </button>
      <div aria-live="polite" className="bp-share__result">
        {state.status === 'saved' ? (
          <>
            <label className="bp-share__label" htmlFor="bp-share-url">
              {t('bp.summary.saved')}
            </label>
            <div className="bp-share__row">
              <input id="bp-share-url" className="field__input" type="url" readOnly value={state.url} onFocus={(event) => event.currentTarget.select()} />
              <button type="button" className="button button--small button--secondary" onClick={() => void copy(state.url)}>
                {copied ? t('bp.summary.copied') : t('bp.summary.copy')}
              </button>
            </div>
          </>
        ) : null}
        {state.status === 'error' ? (
          <p className="bp-alert" role="alert">
            {t('bp.summary.saveError')}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A link from the summary to a lead form that takes the build along. Its address carries the build's token when it
 * was opened from one, else its choices; followed with script, the build is saved first
 * (POST /services/vehicles/config/build, a content hash: saving it again changes nothing) and the form opens with
 * that token. If saving fails, the link's own address is followed.
 */
function FormLink({ build, path, choices, className, children }: { build: Build; path: string; choices: string; className: string; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const fallback = `${path}${build.token ? `&token=${build.token}` : choices ? `&${choices}` : ''}`;
  const follow = async (event: MouseEvent<HTMLAnchorElement>) => {
    const body = savedBuildOf(build);
    if (!body || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    // Not saved: the link's own address still carries the build's choices.
    const token = await saveBuild(body);
    window.location.assign(token === null ? fallback : `${path}&token=${token}`);
  };
  return (
    <a className={className} href={fallback} onClick={(event) => void follow(event)} aria-busy={busy || undefined}>
      {children}
    </a>
  );
}

export function SummaryStep({ controller, data }: { controller: BuildController; data: ConfiguratorData }) {
  const { t, lang } = usePage();
  const href = useHref();
  const hydrated = useHydrated();
  const build = controller.build;
  if (!build.trim || !build.model) return null;
  // The form links carry the build's choices (the form's POST saves them when followed without script); with script
  // the build is saved first and the link carries its token (FormLink).
  // The summary's account (the retailer its build data were priced for) starts the form's retailer, so the lead goes there.
  const account = data.summaryData.summaryAccountId;
  const vehicle = `model=${build.model.code}&year=${build.year ?? ''}&trim=${build.trim.code}${build.colors.exterior ? `&color=${build.colors.exterior.code}` : ''}${account ? `&retailer=${encodeURIComponent(account)}` : ''}`;
  const choices = choicesQuery({ ...choicesOf(build), view: null });
  const pdfQuery = [`lang=${lang}`, build.summary.selectedState ? `state=${build.summary.selectedState}` : '', build.summary.selectedRegion ? `region=${build.summary.selectedRegion}` : '', choicesQuery(choicesOf(build))];
  // Local inventory ranked by closeness to this build (src/domain/inventory/match.ts).
  const inventoryMatch = buildMatchSearch({
    year: build.year ?? data.year,
    model: build.model.code,
    trim: build.trim.code,
    color: build.colors.exterior?.code ?? null,
    package: build.packages.selected?.code ?? null,
    accessories: build.accessories.added.map((item) => item.code),
    price: build.price,
  });
  const pdfHref = `/services/vehicles/config/pdf/${build.year ?? data.year}/${build.model.code}/${build.trim.code}?${pdfQuery.filter(Boolean).join('&')}`;
  return (
    <StepSection id="summary" heading={t('bp.heading.summary', { year: build.year ?? '', model: build.model.name, trim: build.trim.name })}>
      <div className="bp-summary">
        <figure className="bp-summary__picture">
          <VehiclePicture build={build} data={data} eager />
        </figure>
        <div>
          <PriceTable build={build} data={data} caption={t('bp.summary.caption')} />
          <PaymentEstimate price={build.price} calculatorQuery={`year=${build.year ?? data.year}&model=${build.model.code}&trim=${build.trim.code}`} />
        </div>
      </div>
      <div className="bp-summary__actions">
        <FormLink className="button button--primary" build={build} path={href(`/shopping-tools/get-local-price.html?${vehicle}`)} choices={choices}>
          {t('bp.summary.quote')}
        </FormLink>
        <FormLink className="button button--secondary" build={build} path={href(`/shopping-tools/schedule-a-test-drive.html?${vehicle}`)} choices={choices}>
          {t('bp.summary.testDrive')}
        </FormLink>
        <a className="button button--secondary" href={href(`/vehicle-info/local-inventory.html?${inventoryMatch}`)}>
          {t('bp.summary.inventory')}
        </a>
        <a className="button button--secondary" href={pdfHref} type="application/pdf">
          {t('bp.summary.pdf')}
        </a>
        {hydrated ? (
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            {t('bp.summary.print')}
          </button>
        ) : null}
        {hydrated ? <SaveShare build={build} /> : null}
      </div>
    </StepSection>
  );
}

/** The notes the prices refer to (MSRP, ^ installed, ^^ part only, destination region). */
export function BuildNotes({ build }: { build: Build }) {
  const { t } = usePage();
  return (
    <div className="bp-notes">
      <p>{t('bp.note.msrp')}</p>
      <p id="bp-note-installed">{t('bp.note.installed')}</p>
      <p id="bp-note-part">{t('bp.note.partOnly')}</p>
      {build.summary.selectedState ? <p>{t('bp.note.destination', { state: build.summary.selectedState, region: build.summary.selectedRegion ?? '' })}</p> : null}
    </div>
  );
}
