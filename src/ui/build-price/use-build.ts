/**
 * The island's hold on the build machine: one actor per page, the snapshot as React state, the machine's two
 * actors supplied from the services (build data for another model, the destination charge for the visitor's saved
 * region, both parsed with the Build & Price contract), and (in the browser only) restore from local storage,
 * saving after every change, the address bar and back/forward as HISTORY.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getJson } from '#client/api.ts';
import { BUILD_STORAGE_KEY, needsDestination, restorable, selectedAccessories, storedBuild, type Build, type ModelOffer } from '#domain/build-price/build.ts';
/** Build & Price's service contract, loaded with the first call (zod stays out of the island's first chunk). */
const buildContract = () => import('#domain/build-price/contract.ts');
import type { ConfiguratorData, LineupModel } from '#domain/build-price/data.ts';
import { buildMachine, stepOf, type BuildEvent } from '#domain/build-price/machine.ts';
import { choicesOf, choicesQuery, replayBuild, type AccessoryChange, type BuildChoices } from '#domain/build-price/replay.ts';
import { buildUrl, type Step } from '#domain/build-price/url.ts';
import { pricingLocation, visitorContext } from '#domain/geo/visitor-context.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import { afterNextPaint } from '#ui/components/after-paint.ts';
import { usePage } from '#ui/components/page-context.tsx';
import { findVisitorZip, readGeoData } from '#ui/geo/geo-store.ts';

/** Where the visitor's prices are made: the visitor context's place (the cookie or local storage, the newer), as the server reads it. */
const visitorLocation = () => pricingLocation(visitorContext(readGeoData()));

export type BuildSnapshot = SnapshotFrom<typeof buildMachine>;

export interface BuildStart {
  build: Build;
  step: Step;
  problem: 'transmission' | 'color' | null;
  /** What the address's accessories changed on their own (a conflict's removals, a requirement's additions). */
  changes?: AccessoryChange[];
}

export interface UseBuildOptions {
  data: ConfiguratorData | null;
  initial: BuildStart;
  /** The server's build came from choices the visitor asked for (a saved build or a link): it wins over storage. */
  authoritative: boolean;
  /** The model and trim codes of the address, for the restore rule. */
  urlCodes: { modelCode: string | null; trimCode: string | null };
}

const noop = () => () => {};
const NO_CHANGES: readonly AccessoryChange[] = [];

/** False while the server's markup is hydrated, true after: the no-script controls step aside then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

const dataKey = (year: number, modelCode: string) => `${year}:${modelCode}`;

/** The query that prices build data for where the visitor is (and, `retailer`, attributes its summary to their retailer). */
const locationQuery = (extra: Record<string, string> = {}, withRetailer = false) => {
  const context = visitorContext(readGeoData());
  const geo = pricingLocation(context);
  const retailer = withRetailer ? context.retailer?.id : undefined;
  return new URLSearchParams({ ...extra, state: geo.state, ...(geo.region ? { region: geo.region } : {}), ...(retailer ? { retailer } : {}) }).toString();
};

/**
 * The machine with the browser's actors: build data from `/services/vehicles/config/data` (kept in `cache`, which
 * back/forward reads too) and a new destination charge from the trim details when the visitor's region is not the
 * one on the build. While the server renders the island nothing is fetched: the machine's own actors stand in, and
 * their failure changes nothing.
 */
function islandMachine(lang: Language, cache: Map<string, ConfiguratorData>) {
  if (typeof window === 'undefined') return buildMachine;
  return buildMachine.provide({
    actors: {
      buildData: fromPromise(async ({ input, signal }) => {
        const key = dataKey(input.year, input.modelCode);
        const cached = cache.get(key);
        if (cached) return cached;
        const answer = await getJson(`/services/vehicles/config/data/${input.year}/${input.modelCode}?${locationQuery({ lang }, true)}`, () => buildContract().then((contract) => contract.ConfiguratorDataSchema), { signal });
        if (!answer.ok) throw new Error(`No build data for ${input.year} ${input.modelCode}: ${answer.error.kind}`);
        cache.set(key, answer.data);
        return answer.data;
      }),
      destination: fromPromise(async ({ input: { build }, signal }) => {
        const geo = visitorLocation();
        if (!build.model || build.year === null || !needsDestination(build, geo)) return null;
        const answer = await getJson(`/services/vehicles/trims/details/${build.year}/${build.model.code}?${locationQuery()}`, () => buildContract().then((contract) => contract.TrimDestinationsSchema), { signal });
        const first = answer.ok ? answer.data[0] : undefined;
        return typeof first?.destinationCharge === 'number' ? { charge: first.destinationCharge, state: geo.state, region: first.selectedRegion ?? null } : null;
      }),
    },
  });
}

type IslandMachine = ReturnType<typeof islandMachine>;

function startActor(machine: IslandMachine, build: Build, data: ConfiguratorData | null, step: Step, problem: BuildStart['problem'] = null) {
  const actor = createActor(machine, { input: { build, data, step, problem } });
  actor.start();
  return actor;
}

type BuildActor = ReturnType<typeof startActor>;

/**
 * Holds the page's actor as an external store, so a restore can swap in an actor started from the stored build
 * and React re-renders from it like from any other change.
 */
class ActorHolder {
  actor: BuildActor;
  private readonly listeners = new Set<() => void>();
  private subscription: { unsubscribe(): void };

  constructor(actor: BuildActor) {
    this.actor = actor;
    this.subscription = actor.subscribe(() => this.emit());
  }

  replace(actor: BuildActor): void {
    this.subscription.unsubscribe();
    this.actor.stop();
    this.actor = actor;
    this.subscription = actor.subscribe(() => this.emit());
    this.emit();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.actor.getSnapshot();

  send = (event: BuildEvent) => this.actor.send(event);

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The address of a step of a build; with `choices` it also carries them (for links that work without script). */
function stepAddress(lang: Language, wcmmodeDisabled: boolean, from: Build, target: Step, choices?: BuildChoices): string {
  if (!from.model || from.year === null) return localizeHref('/build.html', lang, { wcmmodeDisabled });
  const path = buildUrl({ lang, year: from.year, category: from.category, modelCode: from.model.code, trimCode: from.trim?.code ?? null, step: target, wcmmodeDisabled });
  const query = choices ? choicesQuery(choices) : '';
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

export function useBuild({ data, initial, authoritative, urlCodes }: UseBuildOptions) {
  const { lang, wcmmodeDisabled } = usePage();
  // The build data of every model year this page has held, for the machine's buildData actor and for back/forward.
  const [cache] = useState(() => new Map<string, ConfiguratorData>(data ? [[dataKey(data.year, data.model.code), data]] : []));
  const [machine] = useState(() => islandMachine(lang, cache));
  const [actor] = useState(() => new ActorHolder(startActor(machine, initial.build, data, initial.step, initial.problem)));
  const snapshot = useSyncExternalStore(actor.subscribe, actor.getSnapshot, actor.getSnapshot);
  // Prices are made for where the visitor is: without a saved ZIP the external geo object's is checked and saved
  // while the visitor builds, so the summary's destination charge (fetched on entering it) is their region's.
  useEffect(() => {
    void findVisitorZip();
  }, []);
  const fromHistory = useRef(false);
  /** The address (path and query) the configurator last wrote, to tell its own steps from links within the page. */
  const shownAddress = useRef<string | null>(null);
  const lastKey = useRef<number | null>(null);
  // History keys restart with every page load; entries of another load are told apart by this mark.
  const [session] = useState(() => Math.random().toString(36).slice(2));

  const send = actor.send;
  const { build } = snapshot.context;
  const step = stepOf(snapshot.value);

  /** The address of a step of the current build; with `choices` it also carries them (for links that work without script). */
  const stepHref = useCallback((target: Step, choices?: BuildChoices, from: Build = build) => stepAddress(lang, wcmmodeDisabled, from, target, choices), [build, lang, wcmmodeDisabled]);

  // Restore (browser only, once): the stored build when the rule allows it, replayed against this page's fresh data.
  useEffect(() => {
    if (authoritative || !data) return;
    const stored = restorable(storage()?.getItem(BUILD_STORAGE_KEY) ?? null, urlCodes);
    if (!stored || stored.data.model.code !== data.model.code || stored.data.year !== data.year) return;
    // The model step's offer is this page's (fresh, in its language); the stored one only if the page has none.
    const offer = initial.build.vehicles.length > 0 ? { vehicles: initial.build.vehicles, categories: initial.build.categories } : { vehicles: stored.vehicles, categories: stored.categories };
    const replayed = replayBuild(data, choicesOf(stored), initial.step, { category: stored.category, token: stored.token, offer });
    actor.replace(startActor(machine, replayed.build, data, replayed.step, replayed.problem));
    // Runs once on mount: the props never change for the life of the island.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Save after every change, with the build data it was made with (the restore rule needs the colour data). The
  // write waits for an idle moment so a click's new price and picture are painted first.
  useEffect(() => {
    const { build: current, data: currentData } = snapshot.context;
    const write = () => {
      try {
        if (currentData) storage()?.setItem(BUILD_STORAGE_KEY, storedBuild(current, currentData));
        else storage()?.removeItem(BUILD_STORAGE_KEY);
      } catch {
        /* storage full or blocked: the build still works for this page */
      }
    };
    if (typeof requestIdleCallback !== 'function') {
      write();
      return;
    }
    const handle = requestIdleCallback(write, { timeout: 500 });
    return () => {
      // A newer build replaces this one; write now only if the page is going away.
      cancelIdleCallback(handle);
    };
  }, [snapshot.context]);

  // Leaving the page flushes the latest build even if no idle moment came.
  useEffect(() => {
    const flush = () => {
      const { build: current, data: currentData } = actor.getSnapshot().context;
      try {
        if (currentData) storage()?.setItem(BUILD_STORAGE_KEY, storedBuild(current, currentData));
      } catch {
        /* nothing more to do */
      }
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [actor]);

  // The address bar follows the step: a new entry for each step entered, none for a HISTORY move.
  useEffect(() => {
    const key = build.historyKey;
    if (lastKey.current === key) return;
    const first = lastKey.current === null;
    lastKey.current = key;
    const state = { ...(history.state as object | null), bp: key, bpSession: session };
    // A link whose colour was not found opened the colours step: the address says so, with the colour shown.
    const opened = first && initial.problem === 'color' ? stepHref(step, choicesOf(build)) : location.href;
    if (first || fromHistory.current) history.replaceState(state, '', first ? opened : stepHref(step));
    else history.pushState(state, '', stepHref(step));
    shownAddress.current = location.pathname + location.search;
    fromHistory.current = false;
  }, [build, step, stepHref, session, initial.problem]);

  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const state = event.state as { bp?: unknown; bpSession?: unknown } | null;
      const key = state?.bpSession === session ? state.bp : undefined;
      const entry = typeof key === 'number' ? actor.getSnapshot().context.build.history.find((item) => item.key === key) : undefined;
      // A link to a part of this page (the skip link, "Back to top") adds an entry of its own: same address, no state.
      if (typeof key !== 'number' && location.pathname + location.search === shownAddress.current) return;
      if (!entry || typeof key !== 'number') {
        // An entry from before this page (or another visit): let the server render that address.
        location.reload();
        return;
      }
      fromHistory.current = true;
      // The entry holds the build data of its step (its data snapshot): nothing to fetch.
      actor.send({ type: 'HISTORY', key });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [actor, session]);

  /**
   * A lineup card: the machine loads the model's build data (from `cache` when this page holds it) and opens its trims;
   * `offer` is what the model step showed beside it (the build's vehicles and categories).
   */
  const selectModel = useCallback(
    (model: LineupModel, offer?: ModelOffer) => actor.send({ type: 'TRIMDEFAULTYEARANDCATEGORY', model: { code: model.code, name: model.name, year: model.year, ...(offer ? { offer } : {}) } }),
    [actor],
  );
  const loadingModel = snapshot.matches({ model: 'loading' }) ? (snapshot.context.requested?.code ?? null) : null;
  const loadError = snapshot.context.loadError;

  // What the address's accessories changed on their own is worth saying only while the build still holds them.
  const changes = initial.changes?.length && selectedAccessories(build).join(',') === selectedAccessories(initial.build).join(',') ? initial.changes : NO_CHANGES;

  return { snapshot, build, step, send, stepHref, selectModel, loadingModel, loadError, changes };
}

export type BuildController = ReturnType<typeof useBuild>;

/**
 * Feedback first (src/ui/components/after-paint.ts) for a step's own controls: `choose(preview, event)` shows
 * `preview` (the chip checked, the button pressed) in the click's frame, and the machine gets `event` once that frame
 * is painted, in a task of its own, where the whole island re-renders with the new price and picture. The preview is
 * shown only over the snapshot it was made from: the event's own change, or any other, replaces it.
 */
export function useFeedbackFirst<T>(controller: Pick<BuildController, 'snapshot' | 'send'>): [preview: T | null, choose: (preview: T, event: BuildEvent) => void] {
  const { snapshot, send } = controller;
  const [pending, setPending] = useState<{ preview: T; snapshot: BuildSnapshot } | null>(null);
  const choose = useCallback(
    (preview: T, event: BuildEvent) => {
      setPending({ preview, snapshot });
      // One render for both: the preview goes as the machine's answer comes.
      afterNextPaint(() =>
        flushSync(() => {
          setPending(null);
          send(event);
        }),
      );
    },
    [snapshot, send],
  );
  return [pending !== null && pending.snapshot === snapshot ? pending.preview : null, choose];
}

/**
 * The controller as of the last deferred render (`useDeferredValue` of the snapshot), for the parts of the page that
 * follow a choice rather than answer it: the notes under the step (the running price answers it, in the click's
 * frame). A click's frame then re-renders the step that was clicked (the chip checked, the accessory pressed) and the
 * price, and the notes follow in the next frame, in a render React may interrupt. Its identity changes only when its snapshot (or what
 * the model step shows) does, so `memo` parts skip the click's render entirely.
 */
export function useDeferredController(controller: BuildController): BuildController {
  const snapshot = useDeferredValue(controller.snapshot);
  const { lang, wcmmodeDisabled } = usePage();
  const { send, selectModel, loadingModel, loadError, changes } = controller;
  const current = snapshot === controller.snapshot;
  const build = snapshot.context.build;
  return useMemo(
    () => ({
      snapshot,
      build,
      step: stepOf(snapshot.value),
      send,
      stepHref: (target: Step, choices?: BuildChoices, from: Build = build) => stepAddress(lang, wcmmodeDisabled, from, target, choices),
      selectModel,
      loadingModel: current ? loadingModel : null,
      loadError: current ? loadError : snapshot.context.loadError,
      changes,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` only picks between values of the same snapshot
    [snapshot, build, lang, wcmmodeDisabled, send, selectModel, loadingModel, loadError, changes],
  );
}
