/**
 * The Build & Price flow as an XState v5 machine with exactly the spec's events. Steps are its top-level states;
 * the transmission dialog and the accessory conflict dialog are sub-states, so "is a dialog open" is part of the
 * state rather than a flag that can drift. Every change to the build goes through build.ts, so the running
 * price is only ever moved by the spec's operations. The machine runs in the browser (the island) and on the
 * server (to render a step from a URL) alike.
 */
import { assign, raise, setup } from 'xstate';
import { accessoryAddition } from '../catalog/accessory-rules.ts';
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
} from './build.ts';
import type { ConfiguratorData, DestinationData, View } from './data.ts';
import { DEFAULT_CATEGORY, type Step } from './url.ts';

export type BuildEvent =
  | { type: 'MODEL' }
  | { type: 'TRIM' }
  | { type: 'COLORS' }
  | { type: 'PACKAGES' }
  | { type: 'ACCESSORIES' }
  /** With a destination when the visitor's region changed since the charge on the build was fetched. */
  | { type: 'SUMMARY'; destination?: DestinationData }
  /** A model chosen from a link that names no year or category: its default (latest) year, all categories. */
  | { type: 'TRIMDEFAULTYEARANDCATEGORY'; model: { code: string; name: string }; data: ConfiguratorData }
  | { type: 'SELECT_MODEL'; model: { code: string; name: string }; category?: string; data: ConfiguratorData }
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
  /** Browser back/forward: the history entry's key, and its build data when it is another model's. */
  | { type: 'HISTORY'; key: number; data?: ConfiguratorData };

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

export interface BuildContext {
  build: Build;
  /** The build data of the build's model year; null on the model step before any model. */
  data: ConfiguratorData | null;
  /** The trim and transmission being chosen while the transmission dialog (or the single-transmission check) runs. */
  pending: { trimCode: string; transmissionCode: string | null } | null;
  /** The accessory addition waiting for PROCEED or CANCEL. */
  conflict: { code: string; add: string[]; remove: string[] } | null;
  problem: BuildProblem;
}

export interface BuildInput {
  build: Build;
  data: ConfiguratorData | null;
  /** The step to open at; the guards still apply (colors without a trim opens the trim step). */
  step: Step;
}

const KNOWN = new Set<string>(BUILD_EVENTS);

function hasModel(context: BuildContext): boolean {
  return context.build.model !== null && context.data !== null;
}

function hasModelAndTrim(context: BuildContext): boolean {
  return hasModel(context) && context.build.trim !== null && findTrim(context.data as ConfiguratorData, context.build.trim.code) !== undefined;
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
      // A HISTORY move goes to an entry that exists; anything else is a new entry for back/forward.
      return { build: event.type === 'HISTORY' ? build : pushHistory(build), problem: null };
    }),
    chooseModel: assign(({ context, event }) => {
      if (event.type !== 'SELECT_MODEL' && event.type !== 'TRIMDEFAULTYEARANDCATEGORY') return {};
      const category = event.type === 'SELECT_MODEL' ? (event.category ?? DEFAULT_CATEGORY) : DEFAULT_CATEGORY;
      return { data: event.data, build: selectModel(context.build, event.model, event.data.year, category), pending: null, conflict: null };
    }),
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
      if (!offered) return { problem: 'color' as BuildProblem };
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
    applyDestination: assign(({ context, event }) => (event.type === 'SUMMARY' && event.destination ? { build: setDestination(context.build, event.destination) } : {})),
    restoreHistory: assign(({ context, event }) => {
      if (event.type !== 'HISTORY') return {};
      const entry = context.build.history.find((item) => item.key === event.key);
      if (!entry) return {};
      const sameVehicle = entry.build.model?.code === context.build.model?.code && entry.build.trim?.code === context.build.trim?.code && entry.build.year === context.build.year;
      // Same vehicle: only the step moves, so choices made since are kept. Another vehicle: its snapshot returns.
      if (sameVehicle) return { build: { ...context.build, currentState: entry.build.currentState, historyKey: entry.key }, pending: null, conflict: null };
      const data = entry.data === null ? null : (event.data ?? (context.data?.model.code === entry.data.modelCode && context.data.year === entry.data.year ? context.data : undefined));
      if (data === undefined) return {};
      return { build: restoreHistory(context.build, event.key), data, pending: null, conflict: null };
    }),
  },
}).createMachine({
  id: 'build',
  context: ({ input }) => ({ build: input.build, data: input.data, pending: null, conflict: null, problem: null }),
  initial: 'boot',
  on: {
    MODEL: '.model',
    TRIM: [{ guard: 'hasModel', target: '.trim' }, { target: '.model' }],
    COLORS: [{ guard: 'hasModelAndTrim', target: '.colors' }, { target: '.trim' }],
    PACKAGES: [{ guard: 'hasModelAndTrim', target: '.packages' }, { target: '.model' }],
    ACCESSORIES: [{ guard: 'hasModelAndTrim', target: '.accessories' }, { target: '.trim' }],
    SUMMARY: [{ guard: 'hasModelAndTrim', target: '.summary', actions: 'applyDestination' }, { target: '.trim' }],
    SELECT_MODEL: { target: '.trim', actions: 'chooseModel', reenter: true },
    TRIMDEFAULTYEARANDCATEGORY: { target: '.trim', actions: 'chooseModel', reenter: true },
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
    },
  },
});

/** The step a machine snapshot is on (its top-level state). */
export function stepOf(value: unknown): Step {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return (top === 'boot' ? 'model' : top) as Step;
}
