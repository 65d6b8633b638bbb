/** The summary step and the running price beside every step (a side panel on wide screens, a bar on phones). */
import { useDeferredValue, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { postJson } from '#client/api.ts';
import type { Build } from '#domain/build-price/build.ts';
import type { ConfiguratorData } from '#domain/build-price/data.ts';
import { priceRows } from '#domain/build-price/lines.ts';
import { choicesOf, choicesQuery } from '#domain/build-price/replay.ts';
import { neighbours } from '#domain/build-price/ribbon.ts';
import type { SavedBuild } from '#domain/build-price/saved-build.ts';
import { buildUrl, type Step } from '#domain/build-price/url.ts';
import { savedBuildOf } from '#domain/forms/lead-vehicle.ts';
import { IMAGE_WIDTH_PRESETS, WIDTH_PLACEHOLDER, widthTemplate } from '#domain/imagery/image-widths.ts';
import { buildMatchSearch } from '#domain/inventory/match.ts';
import { Modal } from '#ui/components/modal.tsx';
import { useHref, usePage, useVehicleImage } from '#ui/components/page-context.tsx';
import { PaymentEstimate } from '#ui/finance/payment-estimate.tsx';
import { Amount, PriceMarker, StepSection, VehiclePicture, pictureAddress, useStepLink } from './parts.tsx';
import { PrintSheet, printBuild } from './print-sheet.tsx';
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

/**
 * The build in its colour, small: the phone bar's picture on the steps that show no picture of their own. A fixed
 * 96×48 box (nothing moves when it arrives), the side view at the smallest width preset, loaded lazily (the bar is
 * hidden on wide screens, so there it is never fetched), with the accessories that show on the car, following a
 * choice in a deferred render like the big picture.
 */
function BuildThumb({ build, data }: { build: Build; data: ConfiguratorData | null }) {
  const vehicleImage = useVehicleImage();
  const shown = useDeferredValue(build);
  const address = data ? pictureAddress(shown, data, 'side') : null;
  if (!address) return <span className="bp-bar__thumb" />;
  const src = widthTemplate(vehicleImage(address)).replace(WIDTH_PLACEHOLDER, String(IMAGE_WIDTH_PRESETS[0]));
  return <img className="bp-bar__thumb" src={src} alt="" width={96} height={48} loading="lazy" decoding="async" />;
}

/**
 * The phone bar's price details. Without script a <details> opens its lines above the bar; with script a button opens
 * them in a modal sheet (the site's Modal: a close button, a dimmed backdrop that closes it, Escape, focus inside and
 * Tab kept there), and focus goes back to the button when it closes. Closed, the sheet is not drawn at all, so
 * nothing invisible lies over the page.
 */
function PriceDetails({ build, data }: { build: Build; data: ConfiguratorData | null }) {
  const { t } = usePage();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // The browser gives focus back to what had it before the dialog opened; a tap on Safari focuses no button, so say where.
    if (wasOpen.current && !open) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!hydrated) {
    return (
      <details className="bp-bar__details">
        <summary className="bp-bar__toggle">{t('bp.bar.details')}</summary>
        <div className="bp-bar__sheet">
          <PriceTable build={build} data={data} caption={t('bp.aside.caption')} />
        </div>
      </details>
    );
  }
  return (
    <>
      <button ref={toggle} type="button" className="bp-bar__toggle" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {t('bp.bar.details')}
        <svg className="bp-bar__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 10l4-4 4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('bp.aside.title', { year: build.year ?? '', model: build.model?.name ?? '', trim: build.trim?.name ?? '' })} className="bp-sheet">
        {open ? <PriceTable build={build} data={data} caption={t('bp.aside.caption')} /> : null}
      </Modal>
    </>
  );
}

/**
 * The bar along the bottom of a phone's screen: the build's picture (on the steps without their own), the running
 * total, its details and the next thing to do. Hidden from 901 px, where the side panel shows the same.
 */
function PriceBar({ build, data, thumb, details, action }: { build: Build; data: ConfiguratorData | null; thumb: boolean; details: boolean; action: ReactNode }) {
  const { t } = usePage();
  return (
    <div className={['bp-bar', thumb ? 'bp-bar--thumb' : ''].join(' ')}>
      {thumb ? <BuildThumb build={build} data={data} /> : null}
      <p className="bp-bar__total" aria-live="polite">
        <span className="bp-bar__label">{t('bp.bar.total')}</span> <Amount amount={build.price} />
      </p>
      {details ? <PriceDetails build={build} data={data} /> : null}
      {action}
    </div>
  );
}

/** The steps whose own content shows no picture of the build: there the phone bar carries a small one. */
const THUMB_STEPS: readonly Step[] = ['packages', 'accessories', 'summary'];

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
      <PriceBar
        build={build}
        data={data}
        thumb={THUMB_STEPS.includes(controller.step)}
        details
        action={
          next ? (
            <a className="button button--primary bp-bar__next" href={controller.stepHref(next, choicesOf(build))} onClick={follow(next)} aria-label={t('bp.nav.next', { step: t(`bp.step.${next}`) })}>
              <span className="bp-bar__next-label">{t('bp.bar.next')}</span>
              <svg className="bp-bar__arrow" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M4 10h12M11 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </a>
          ) : null
        }
      />
    </>
  );
}

/** Saves a build (POST /services/vehicles/config/build) and gives its token; null when it was not saved. */
async function saveBuild(body: SavedBuild): Promise<string | null> {
  const answer = await postJson('/services/vehicles/config/build', body, () => import('#domain/build-price/contract.ts').then((contract) => contract.SavedBuildTokenSchema));
  return answer.ok && answer.status === 201 ? answer.data.token : null;
}

type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'saved'; url: string } | { status: 'error' };

/** Save & share: saving the build gives a link to it; its button sits among the summary's actions, the link below them. */
function useSaveShare(build: Build) {
  const { lang, wcmmodeDisabled } = usePage();
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
  return { state, copied, save, copy };
}

type SaveShare = ReturnType<typeof useSaveShare>;

function ShareResult({ share }: { share: SaveShare }) {
  const { t } = usePage();
  const { state, copied, copy } = share;
  return (
    <div aria-live="polite" className="bp-share">
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
  );
}

/** The small pictures of the summary's further actions (drawn on a 20-unit grid, stroked in the text colour). */
const ACTION_ICONS = {
  inventory: 'M3 11l2-5h10l2 5M3 11h14v4H3zM6 15v2M14 15v2M6.5 13h.01M13.5 13h.01',
  pdf: 'M10 3v9M6 8l4 4 4-4M4 15v2h12v-2',
  print: 'M6 8V3h8v5M6 14H4V8h12v6h-2M6 11h8v6H6z',
  share: 'M8 12l4-4M9 5l1-1a3 3 0 014 4l-1 1M11 15l-1 1a3 3 0 01-4-4l1-1',
} as const;

function ActionIcon({ name }: { name: keyof typeof ACTION_ICONS }) {
  return (
    <svg className="bp-more__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={ACTION_ICONS[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
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
  const { t, lang, wcmmodeDisabled } = usePage();
  const href = useHref();
  const hydrated = useHydrated();
  const build = controller.build;
  const share = useSaveShare(build);
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
  const quote = (className: string) => (
    <FormLink className={className} build={build} path={href(`/shopping-tools/get-local-price.html?${vehicle}`)} choices={choices}>
      {t('bp.summary.quote')}
    </FormLink>
  );
  return (
    <StepSection id="summary" heading={t('bp.heading.summary', { year: build.year ?? '', model: build.model.name, trim: build.trim.name })}>
      <PrintSheet build={build} />
      <div className="bp-summary">
        <figure className="bp-summary__picture">
          <VehiclePicture build={build} data={data} eager />
        </figure>
        <div className="bp-summary__side">
          <PriceTable build={build} data={data} caption={t('bp.summary.caption')} />
          <PaymentEstimate price={build.price} calculatorQuery={`year=${build.year ?? data.year}&model=${build.model.code}&trim=${build.trim.code}`} />
          {/* The next step with a retailer first and alike in size; the rest a tidy grid of smaller actions below. */}
          <div className="bp-summary__actions">
            <div className="bp-summary__primary">
              {quote('button button--primary')}
              <FormLink className="button button--secondary" build={build} path={href(`/shopping-tools/schedule-a-test-drive.html?${vehicle}`)} choices={choices}>
                {t('bp.summary.testDrive')}
              </FormLink>
            </div>
            <ul className="bp-summary__more" aria-label={t('bp.summary.more')}>
              <li>
                <a className="bp-more" href={href(`/vehicle-info/local-inventory.html?${inventoryMatch}`)}>
                  <ActionIcon name="inventory" />
                  {t('bp.summary.inventory')}
                </a>
              </li>
              <li>
                <a className="bp-more" href={pdfHref} type="application/pdf">
                  <ActionIcon name="pdf" />
                  {t('bp.summary.pdf')}
                </a>
              </li>
              {hydrated ? (
                <li>
                  <button type="button" className="bp-more" onClick={() => void printBuild(build, lang, wcmmodeDisabled)}>
                    <ActionIcon name="print" />
                    {t('bp.summary.print')}
                  </button>
                </li>
              ) : null}
              {hydrated ? (
                <li>
                  <button type="button" className="bp-more" onClick={() => void share.save()} disabled={share.state.status === 'saving'} aria-busy={share.state.status === 'saving'}>
                    <ActionIcon name="share" />
                    {share.state.status === 'saving' ? t('bp.summary.saving') : t('bp.summary.save')}
                  </button>
                </li>
              ) : null}
            </ul>
            {hydrated ? <ShareResult share={share} /> : null}
          </div>
        </div>
      </div>
      <PriceBar build={build} data={data} thumb details={false} action={quote('button button--primary bp-bar__next bp-bar__next--wrap')} />
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
