/**
 * The Build & Price flow as an XState v5 machine with exactly the spec's events. Steps are its top-level states;
 * the transmission dialog and the accessory conflict dialog are sub-states, so "is a dialog open" is part of the
 * state rather than a flag that can drift. Every change to the build goes through build.ts, so the running
 * price is only ever moved by the spec's operations. The machine runs in the browser (the island) and on the
 * server (to render a step from a URL) alike.
 *
 * Its async work is two promise actors it invokes by name: `buildData` (a lineup card's model year, while the model
 * step is `loading`) and `destination` (a newer destination charge, on entering the summary). The domain declares
 * their input and output only; whoever runs the machine supplies them with `buildMachine.provide({ actors })` —
 * the island from the services, the server's replay from the build data it already holds.
 */
import { assign, fromPromise, raise, setup } from 'xstate';
import { accessoryAddition } from '#domain/catalog/accessory-rules.ts';
import {
  addPackage,
  buildAccessoryStates,
  changeAccessories,
  findTrim,
  pushHistory,
  removePackage,
  reset,
  restoreHistory,
  selectColors,
  selectModel,
  selectTrim,
  setDestination,
  setView,
  trimColors,
  type Build,
  type ModelOffer,
} from './build.ts';
import type { ConfiguratorData, DestinationData, View } from './data.ts';
import { DEFAULT_CATEGORY, type Step } from './url.ts';

export type BuildEvent =
  | { type: 'MODEL' }
  | { type: 'TRIM' }
  | { type: 'COLORS' }
  | { type: 'PACKAGES' }
  | { type: 'ACCESSORIES' }
  | { type: 'SUMMARY' }
  /**
   * A lineup card: the model at its default (latest) year in all categories. The machine loads that year's build
   * data (the `buildData` actor) and then opens the trim step.
   */
  | { type: 'TRIMDEFAULTYEARANDCATEGORY'; model: ModelChoice }
  /** A model whose build data is at hand (a replay), chosen at once. */
  | { type: 'SELECT_MODEL'; model: { code: string; name: string }; category?: string; data: ConfiguratorData; offer?: ModelOffer }
  | { type: 'CHANGE_MODEL' }
  | { type: 'SELECT_TRIM_WITH_SINGLE_TRANSMISSION'; trimCode: string }
  | { type: 'SELECT_TRIM_WITH_MULTIPLE_TRANSMISSIONS'; trimCode: string }
  | { type: 'CHANGE_TRANSMISSION'; transmissionCode: string }
  | { type: 'SELECT' }
  | { type: 'PROCEED' }
  | { type: 'CANCEL' }
  | { type: 'SUCCESS' }
  | { type: 'ERROR' }
  | { type: 'SELECT_COLORS'; exterior: string; interior?: string | null; view?: View }
  | { type: 'ADD_PACKAGE'; code: string }
  | { type: 'REMOVE_PACKAGE' }
  | { type: 'ADD_ACCESSORY'; code: string }
  | { type: 'REMOVE_ACCESSORY'; code: string }
  | { type: 'CONFLICT'; code: string; add: string[]; remove: string[] }
  | { type: 'NO_CONFLICT'; code: string }
  /** Browser back/forward: the history entry's key (the entry holds the build data it needs). */
  | { type: 'HISTORY'; key: number };

export const BUILD_EVENTS = [
  'MODEL',
  'TRIM',
  'TRIMDEFAULTYEARANDCATEGORY',
  'COLORS',
  'PACKAGES',
  'ACCESSORIES',
  'SUMMARY',
  'SELECT_TRIM_WITH_SINGLE_TRANSMISSION',
  'SELECT_TRIM_WITH_MULTIPLE_TRANSMISSIONS',
  'SELECT_COLORS',
  'ADD_PACKAGE',
  'REMOVE_PACKAGE',
  'ADD_ACCESSORY',
  'REMOVE_ACCESSORY',
  'CHANGE_TRANSMISSION',
  'CHANGE_MODEL',
  'SUCCESS',
  'ERROR',
  'SELECT',
  'PROCEED',
  'CANCEL',
  'SELECT_MODEL',
  'CONFLICT',
  'NO_CONFLICT',
  'HISTORY',
] as const satisfies readonly BuildEvent['type'][];

export type BuildProblem = 'transmission' | 'color' | null;

/** A model of the lineup, at the year whose build data is wanted. */
export interface ModelChoice {
  code: string;
  name: string;
  year: number;
  /** What the model step offered beside it (the build's `vehicles` and `categories`). */
  offer?: ModelOffer;
}

/** The `buildData` actor's input: the model year whose build data to load (its output is that ConfiguratorData). */
export interface BuildDataInput {
  modelCode: string;
  year: number;
}

/**
 * The `destination` actor's input: the build on entering the summary. Its output is the destination charge for
 * where the visitor is now, or null when the charge on the build already is for there.
 */
export interface DestinationInput {
  build: Build;
}

export interface BuildContext {
  build: Build;
  /** The build data of the build's model year; null on the model step before any model. */
  data: ConfiguratorData | null;
  /** The trim and transmission being chosen while the transmission dialog (or the single-transmission check) runs. */
  pending: { trimCode: string; transmissionCode: string | null } | null;
  /** The accessory addition waiting for PROCEED or CANCEL. */
  conflict: { code: string; add: string[]; remove: string[] } | null;
  problem: BuildProblem;
  /** The lineup card whose build data is loading, or was last asked for. */
  requested: ModelChoice | null;
  /** The model code whose build data could not be loaded (offline, a failed answer), shown on its card. */
  loadError: string | null;
}

export interface BuildInput {
  build: Build;
  data: ConfiguratorData | null;
  /** The step to open at; the guards still apply (colors without a trim opens the trim step). */
  step: Step;
  /** A problem the build's replay met (a colour in the link the trim does not offer), shown until the next choice. */
  problem?: BuildProblem;
}

const KNOWN = new Set<string>(BUILD_EVENTS);

type StepGuardContext = Pick<BuildContext, 'build' | 'data'>;

function hasModel(context: StepGuardContext): boolean {
  return context.build.model !== null && context.data !== null;
}

function hasModelAndTrim(context: StepGuardContext): boolean {
  return hasModel(context) && context.build.trim !== null && findTrim(context.data as ConfiguratorData, context.build.trim.code) !== undefined;
}

/**
 * The spec's step guards: what each step event needs, and the step it opens instead when that does not hold. The
 * machine's transitions are made from this table, and `canOpen` reads it, so the ribbon never restates a rule.
 */
const STEP_GUARDS = {
  trim: { guard: 'hasModel', otherwise: 'model' },
  colors: { guard: 'hasModelAndTrim', otherwise: 'trim' },
  packages: { guard: 'hasModelAndTrim', otherwise: 'model' },
  accessories: { guard: 'hasModelAndTrim', otherwise: 'trim' },
  summary: { guard: 'hasModelAndTrim', otherwise: 'trim' },
} as const satisfies Record<Exclude<Step, 'model'>, { guard: 'hasModel' | 'hasModelAndTrim'; otherwise: Step }>;

const GUARDS = { hasModel, hasModelAndTrim };

/** Whether a step's event opens that step now (Model always does); the ribbon and Back / Next ask this. */
export function canOpen(context: StepGuardContext, step: Step): boolean {
  return step === 'model' || GUARDS[STEP_GUARDS[step].guard](context);
}

/** A step event's transitions: to the step when its guard holds, else where the spec sends it. */
function stepTransitions<S extends keyof typeof STEP_GUARDS>(step: S) {
  const { guard, otherwise } = STEP_GUARDS[step];
  return [
    { guard, target: `.${step}` as const },
    { target: `.${otherwise}` as const },
  ];
}

/** The step a HISTORY event leads to, or null when its entry is unknown. */
function historyStep(context: BuildContext, event: BuildEvent): Step | null {
  if (event.type !== 'HISTORY') return null;
  return context.build.history.find((entry) => entry.key === event.key)?.build.currentState ?? null;
}

export const buildMachine = setup({
  types: {
    context: {} as BuildContext,
    events: {} as BuildEvent,
    input: {} as BuildInput,
  },
  actors: {
    buildData: fromPromise<ConfiguratorData, BuildDataInput>(() => Promise.reject(new Error('buildData is not provided: use buildMachine.provide({ actors })'))),
    destination: fromPromise<DestinationData | null, DestinationInput>(() => Promise.reject(new Error('destination is not provided: use buildMachine.provide({ actors })'))),
  },
  guards: {
    hasModel: ({ context }) => hasModel(context),
    hasModelAndTrim: ({ context }) => hasModelAndTrim(context),
    startsAt: ({ context }, params: { step: Step }) => context.build.currentState === params.step,
    historyTo: ({ context, event }, params: { step: Step }) => historyStep(context, event) === params.step,
    unknownEvent: ({ event }) => !KNOWN.has(event.type) && !event.type.startsWith('xstate.'),
    pendingHasTransmission: ({ context }) => context.pending?.transmissionCode != null,
  },
  actions: {
    enterStep: assign(({ context, event }, params: { step: Step }) => {
      const build = { ...context.build, currentState: params.step };
      // A HISTORY move goes to an entry that exists; anything else is a new entry for back/forward. Moving on clears
      // a problem, but the step the machine opens at keeps the one its input brought (a replay's unknown colour).
      const opening = (event as { type: string }).type === 'xstate.init';
      return { build: event.type === 'HISTORY' ? build : pushHistory(build, context.data), problem: opening ? context.problem : null };
    }),
    chooseModel: assign(({ context }, params: { model: { code: string; name: string }; category: string; data: ConfiguratorData; offer?: ModelOffer | undefined }) => ({
      data: params.data,
      build: selectModel(context.build, { code: params.model.code, name: params.model.name }, params.data.year, params.category, params.offer),
      pending: null,
      conflict: null,
      loadError: null,
    })),
    requestModel: assign(({ event }) => (event.type === 'TRIMDEFAULTYEARANDCATEGORY' ? { requested: event.model, loadError: null } : {})),
    modelNotLoaded: assign(({ context }) => ({ loadError: context.requested?.code ?? null })),
    resetModel: assign(({ context }) => ({ build: reset(context.build, 'model'), data: null, pending: null, conflict: null })),
    holdSingleTransmission: assign(({ context, event }) => {
      if (event.type !== 'SELECT_TRIM_WITH_SINGLE_TRANSMISSION' || !context.data) return {};
      const trim = findTrim(context.data, event.trimCode);
      return { pending: { trimCode: event.trimCode, transmissionCode: trim?.transmissions.length === 1 ? (trim.transmissions[0]?.code ?? null) : null } };
    }),
    confirmSingleTransmission: raise(({ context }) => (context.pending?.transmissionCode != null ? { type: 'SUCCESS' as const } : { type: 'ERROR' as const })),
    openTransmissionChoice: assign(({ context, event }) => {
      if (event.type !== 'SELECT_TRIM_WITH_MULTIPLE_TRANSMISSIONS' || !context.data) return {};
      const trim = findTrim(context.data, event.trimCode);
      if (!trim) return { pending: null };
      const current = context.build.trim?.code === trim.code ? context.build.trim.transmission?.code : undefined;
      return { pending: { trimCode: trim.code, transmissionCode: current ?? trim.defaultTransmission } };
    }),
    changeTransmission: assign(({ context, event }) => {
      if (event.type !== 'CHANGE_TRANSMISSION' || !context.pending || !context.data) return {};
      const trim = findTrim(context.data, context.pending.trimCode);
      if (!trim?.transmissions.some((item) => item.code === event.transmissionCode)) return {};
      return { pending: { ...context.pending, transmissionCode: event.transmissionCode } };
    }),
    applyTrim: assign(({ context }, params: { modal: boolean }) => {
      const pending = context.pending;
      if (!pending?.transmissionCode || !context.data) return { pending: null };
      return { build: selectTrim(context.build, context.data, pending.trimCode, pending.transmissionCode, params.modal), pending: null };
    }),
    transmissionMissing: assign({ pending: null, problem: 'transmission' as BuildProblem }),
    clearPending: assign({ pending: null }),
    chooseColors: assign(({ context, event }) => {
      if (event.type !== 'SELECT_COLORS' || !context.data) return {};
      const trim = findTrim(context.data, context.build.trim?.code);
      const offered = trim ? trimColors(context.data, trim).some((color) => color.code === event.exterior) : false;
      if (!offered) return { problem: 'color' };
      const same = context.build.colors.exterior?.code === event.exterior && (event.interior ?? context.build.colors.interior?.code) === context.build.colors.interior?.code;
      // A view switch alone keeps everything else (and the colour history) as it is.
      if (same && event.view) return { build: setView(context.build, event.view), problem: null };
      return { build: selectColors(context.build, context.data, event.exterior, event.interior, event.view), problem: null };
    }),
    addPackage: assign(({ context, event }) => (event.type === 'ADD_PACKAGE' && context.data ? { build: addPackage(context.build, context.data, event.code) } : {})),
    removePackage: assign(({ context }) => ({ build: removePackage(context.build) })),
    checkAccessory: raise(({ context, event }) => {
      if (event.type !== 'ADD_ACCESSORY' || !context.data) return { type: 'NO_CONFLICT' as const, code: '' };
      const change = accessoryAddition(context.data, buildAccessoryStates(context.build, context.data), event.code);
      return change.add.length > 0 || change.remove.length > 0
        ? { type: 'CONFLICT' as const, code: event.code, add: change.add, remove: change.remove }
        : { type: 'NO_CONFLICT' as const, code: event.code };
    }),
    addAccessory: assign(({ context, event }) =>
      event.type === 'NO_CONFLICT' && context.data && event.code !== '' ? { build: changeAccessories(context.build, context.data, [event.code], []) } : {},
    ),
    holdConflict: assign(({ event }) => (event.type === 'CONFLICT' ? { conflict: { code: event.code, add: event.add, remove: event.remove } } : {})),
    proceedConflict: assign(({ context }) => {
      const conflict = context.conflict;
      if (!conflict || !context.data) return { conflict: null };
      return { build: changeAccessories(context.build, context.data, [...conflict.add, conflict.code], conflict.remove), conflict: null };
    }),
    cancelConflict: assign({ conflict: null }),
    removeAccessory: assign(({ context, event }) =>
      event.type === 'REMOVE_ACCESSORY' && context.data ? { build: changeAccessories(context.build, context.data, [], [event.code]) } : {},
    ),
    applyDestination: assign(({ context }, params: { destination: DestinationData | null }) => (params.destination ? { build: setDestination(context.build, params.destination) } : {})),
    restoreHistory: assign(({ context, event }) => {
      if (event.type !== 'HISTORY') return {};
      const entry = context.build.history.find((item) => item.key === event.key);
      if (!entry) return {};
      const sameVehicle = entry.build.model?.code === context.build.model?.code && entry.build.trim?.code === context.build.trim?.code && entry.build.year === context.build.year;
      // Same vehicle: only the step moves, so choices made since are kept. Another vehicle: its snapshot returns, with
      // the build data it was made with (the entry's data snapshot), so the step shows and works without a request.
      if (sameVehicle) return { build: { ...context.build, currentState: entry.build.currentState, historyKey: entry.key }, pending: null, conflict: null };
      return { build: restoreHistory(context.build, event.key), data: entry.data, pending: null, conflict: null };
    }),
  },
}).createMachine({
  id: 'build',
  context: ({ input }) => ({ build: input.build, data: input.data, pending: null, conflict: null, problem: input.problem ?? null, requested: null, loadError: null }),
  initial: 'boot',
  on: {
    MODEL: '.model',
    TRIM: stepTransitions('trim'),
    COLORS: stepTransitions('colors'),
    PACKAGES: stepTransitions('packages'),
    ACCESSORIES: stepTransitions('accessories'),
    SUMMARY: stepTransitions('summary'),
    SELECT_MODEL: {
      target: '.trim',
      actions: { type: 'chooseModel', params: ({ event }) => ({ model: event.model, category: event.category ?? DEFAULT_CATEGORY, data: event.data, offer: event.offer }) },
      reenter: true,
    },
    CHANGE_MODEL: { target: '.model', actions: 'resetModel', reenter: true },
    HISTORY: [
      ...(['model', 'trim', 'colors', 'packages', 'accessories', 'summary'] as const).map((step) => ({
        guard: { type: 'historyTo' as const, params: { step } },
        target: `.${step}`,
        actions: 'restoreHistory' as const,
        reenter: true,
      })),
    ],
    '*': { guard: 'unknownEvent', target: '.model' },
  },
  states: {
    boot: {
      always: [
        { guard: { type: 'startsAt', params: { step: 'summary' } }, target: 'summary' },
        { guard: { type: 'startsAt', params: { step: 'accessories' } }, target: 'accessories' },
        { guard: { type: 'startsAt', params: { step: 'packages' } }, target: 'packages' },
        { guard: { type: 'startsAt', params: { step: 'colors' } }, target: 'colors' },
        { guard: { type: 'startsAt', params: { step: 'trim' } }, target: 'trim' },
        { target: 'model' },
      ],
    },
    model: {
      entry: { type: 'enterStep', params: { step: 'model' } },
      initial: 'choosing',
      // Handled here rather than at the top, so waiting for the data does not enter the model step again.
      on: { TRIMDEFAULTYEARANDCATEGORY: { target: '.loading', actions: 'requestModel' } },
      states: {
        choosing: {},
        /** A lineup card's build data is on its way; the card shows it is busy. */
        loading: {
          invoke: {
            src: 'buildData',
            input: ({ context }) => ({ modelCode: context.requested?.code ?? '', year: context.requested?.year ?? 0 }),
            onDone: {
              target: '#build.trim',
              actions: {
                type: 'chooseModel',
                params: ({ context, event }) => ({ model: context.requested ?? event.output.model, category: DEFAULT_CATEGORY, data: event.output, offer: context.requested?.offer }),
              },
            },
            onError: { target: 'choosing', actions: 'modelNotLoaded' },
          },
        },
      },
    },
    trim: {
      entry: { type: 'enterStep', params: { step: 'trim' } },
      always: { guard: ({ context }) => !hasModel(context), target: 'model' },
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            SELECT_TRIM_WITH_SINGLE_TRANSMISSION: { target: 'confirming', actions: ['holdSingleTransmission', 'confirmSingleTransmission'] },
            SELECT_TRIM_WITH_MULTIPLE_TRANSMISSIONS: { target: 'transmission', actions: 'openTransmissionChoice' },
          },
        },
        confirming: {
          on: {
            SUCCESS: { target: '#build.colors', actions: { type: 'applyTrim', params: { modal: false } } },
            ERROR: { target: 'choosing', actions: 'transmissionMissing' },
          },
        },
        /** The transmission dialog of a trim with more than one transmission. */
        transmission: {
          on: {
            CHANGE_TRANSMISSION: { actions: 'changeTransmission' },
            SELECT: { guard: 'pendingHasTransmission', target: '#build.colors', actions: { type: 'applyTrim', params: { modal: true } } },
            PROCEED: { guard: 'pendingHasTransmission', target: '#build.colors', actions: { type: 'applyTrim', params: { modal: true } } },
            CANCEL: { target: 'choosing', actions: 'clearPending' },
          },
        },
      },
    },
    colors: {
      entry: { type: 'enterStep', params: { step: 'colors' } },
      on: { SELECT_COLORS: { actions: 'chooseColors' } },
    },
    packages: {
      entry: { type: 'enterStep', params: { step: 'packages' } },
      on: { ADD_PACKAGE: { actions: 'addPackage' }, REMOVE_PACKAGE: { actions: 'removePackage' } },
    },
    accessories: {
      entry: { type: 'enterStep', params: { step: 'accessories' } },
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            ADD_ACCESSORY: { actions: 'checkAccessory' },
            NO_CONFLICT: { actions: 'addAccessory' },
            CONFLICT: { target: 'conflict', actions: 'holdConflict' },
            REMOVE_ACCESSORY: { actions: 'removeAccessory' },
          },
        },
        /** The conflict dialog: PROCEED applies what it lists, CANCEL leaves the build as it was. */
        conflict: {
          on: {
            PROCEED: { target: 'browsing', actions: 'proceedConflict' },
            CANCEL: { target: 'browsing', actions: 'cancelConflict' },
          },
        },
      },
    },
    summary: {
      entry: { type: 'enterStep', params: { step: 'summary' } },
      invoke: {
        src: 'destination',
        input: ({ context }) => ({ build: context.build }),
        onDone: { actions: { type: 'applyDestination', params: ({ event }) => ({ destination: event.output }) } },
        // Offline or refused: the charge already on the build stays, and says which region it is for.
        onError: {},
      },
    },
  },
});

/** The step a machine snapshot is on (its top-level state). */
export function stepOf(value: unknown): Step {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return (top === 'boot' ? 'model' : top) as Step;
}
