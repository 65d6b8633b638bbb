/**
 * The island's hold on the build machine: one actor per page, the snapshot as React state, and (in the browser
 * only) restore from local storage, saving after every change, the address bar and back/forward as HISTORY, the
 * destination charge for the visitor's saved region, and build data fetched for another model.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createActor, type SnapshotFrom } from 'xstate';
import { BUILD_STORAGE_KEY, needsDestination, restorable, selectedAccessories, type Build } from '#domain/build-price/build.ts';
import type { ConfiguratorData, LineupModel } from '#domain/build-price/data.ts';
import { buildMachine, stepOf, type BuildEvent } from '#domain/build-price/machine.ts';
import { choicesOf, choicesQuery, replayBuild, type AccessoryChange, type BuildChoices } from '#domain/build-price/replay.ts';
import { buildUrl, type Step } from '#domain/build-price/url.ts';
import { pricingLocation, visitorContext } from '#domain/geo/visitor-context.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import { usePage } from '../components/page-context.tsx';
import { readGeoData } from '../geo/geo-store.ts';

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

function startActor(build: Build, data: ConfiguratorData | null, step: Step) {
  const actor = createActor(buildMachine, { input: { build, data, step } });
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

const dataKey = (year: number, modelCode: string) => `${year}:${modelCode}`;

export function useBuild({ data, initial, authoritative, urlCodes }: UseBuildOptions) {
  const { lang, wcmmodeDisabled } = usePage();
  const [actor] = useState(() => new ActorHolder(startActor(initial.build, data, initial.step)));
  const snapshot = useSyncExternalStore(actor.subscribe, actor.getSnapshot, actor.getSnapshot);
  const [loadingModel, setLoadingModel] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const cache = useRef(new Map<string, ConfiguratorData>(data ? [[dataKey(data.year, data.model.code), data]] : []));
  const fromHistory = useRef(false);
  const lastKey = useRef<number | null>(null);
  // History keys restart with every page load; entries of another load are told apart by this mark.
  const [session] = useState(() => Math.random().toString(36).slice(2));

  const send = actor.send;
  const { build } = snapshot.context;
  const step = stepOf(snapshot.value);

  /** The address of a step of the current build; with `choices` it also carries them (for links that work without script). */
  const stepHref = useCallback(
    (target: Step, choices?: BuildChoices, from: Build = build) => {
      if (!from.model || from.year === null) return localizeHref('/build.html', lang, { wcmmodeDisabled });
      const path = buildUrl({
        lang,
        year: from.year,
        category: from.category,
        modelCode: from.model.code,
        trimCode: from.trim?.code ?? null,
        step: target,
        wcmmodeDisabled,
      });
      const query = choices ? choicesQuery(choices) : '';
      if (!query) return path;
      return `${path}${path.includes('?') ? '&' : '?'}${query}`;
    },
    [build, lang, wcmmodeDisabled],
  );

  // Restore (browser only, once): the stored build when the rule allows it, replayed against this page's fresh data.
  useEffect(() => {
    if (authoritative || !data) return;
    const stored = restorable(storage()?.getItem(BUILD_STORAGE_KEY) ?? null, urlCodes);
    if (!stored || stored.data.model.code !== data.model.code || stored.data.year !== data.year) return;
    const replayed = replayBuild(data, choicesOf(stored), initial.step, { category: stored.category, token: stored.token });
    actor.replace(startActor(replayed.build, data, replayed.step));
    // Runs once on mount: the props never change for the life of the island.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Save after every change, with the build data it was made with (the restore rule needs the colour data). The
  // write waits for an idle moment so a click's new price and picture are painted first.
  useEffect(() => {
    const { build: current, data: currentData } = snapshot.context;
    const write = () => {
      try {
        if (currentData) storage()?.setItem(BUILD_STORAGE_KEY, JSON.stringify({ ...current, data: currentData }));
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
        if (currentData) storage()?.setItem(BUILD_STORAGE_KEY, JSON.stringify({ ...current, data: currentData }));
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
    if (first || fromHistory.current) history.replaceState(state, '', first ? location.href : stepHref(step));
    else history.pushState(state, '', stepHref(step));
    fromHistory.current = false;
  }, [build.historyKey, step, stepHref, session]);

  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const state = event.state as { bp?: unknown; bpSession?: unknown } | null;
      const key = state?.bpSession === session ? state.bp : undefined;
      const entry = typeof key === 'number' ? actor.getSnapshot().context.build.history.find((item) => item.key === key) : undefined;
      if (!entry || typeof key !== 'number') {
        // An entry from before this page (or another visit): let the server render that address.
        location.reload();
        return;
      }
      fromHistory.current = true;
      actor.send({ type: 'HISTORY', key, ...(entry.data ? { data: cache.current.get(dataKey(entry.data.year, entry.data.modelCode)) } : {}) });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [actor, session]);

  // The summary prices destination for the visitor context's state; a new charge when it differs from the build's.
  useEffect(() => {
    if (step !== 'summary' || !build.model || build.year === null) return;
    const geo = visitorLocation();
    if (!needsDestination(build, geo)) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ state: geo.state, ...(geo.region ? { region: geo.region } : {}) });
    fetch(`/services/vehicles/trims/details/${build.year}/${build.model.code}?${query.toString()}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ destinationCharge?: number; selectedRegion?: string | null }[]>) : null))
      .then((list) => {
        const first = list?.[0];
        if (typeof first?.destinationCharge === 'number') {
          actor.send({ type: 'SUMMARY', destination: { charge: first.destinationCharge, state: geo.state, region: first.selectedRegion ?? null } });
        }
      })
      .catch(() => {
        /* offline: the charge already on the build stays, and says which region it is for */
      });
    return () => controller.abort();
  }, [step, build, actor]);

  /** SELECT_MODEL, fetching the model's build data first when this page does not hold it. */
  const selectModel = useCallback(
    async (model: LineupModel) => {
      setLoadError(null);
      const key = dataKey(model.year, model.code);
      let found = cache.current.get(key);
      if (!found) {
        setLoadingModel(model.code);
        try {
          const geo = visitorLocation();
          const query = new URLSearchParams({ lang, state: geo.state, ...(geo.region ? { region: geo.region } : {}) });
          const response = await fetch(`/services/vehicles/config/data/${model.year}/${model.code}?${query.toString()}`);
          if (!response.ok) throw new Error(String(response.status));
          found = (await response.json()) as ConfiguratorData;
          cache.current.set(key, found);
        } catch {
          setLoadError(model.code);
          return;
        } finally {
          setLoadingModel(null);
        }
      }
      // A lineup card is the model at its default (latest) year in all categories.
      actor.send({ type: 'TRIMDEFAULTYEARANDCATEGORY', model: { code: model.code, name: model.name }, data: found });
    },
    [actor, lang],
  );

  // What the address's accessories changed on their own is worth saying only while the build still holds them.
  const changes = initial.changes?.length && selectedAccessories(build).join(',') === selectedAccessories(initial.build).join(',') ? initial.changes : NO_CHANGES;

  return { snapshot, build, step, send, stepHref, selectModel, loadingModel, loadError, changes };
}

export type BuildController = ReturnType<typeof useBuild>;
