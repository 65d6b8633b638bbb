/**
 * A build from its choices (trim, transmission, colours, package, accessories), made by sending the machine the
 * same events a visitor would. The server renders steps and saved builds this way, and the browser restores a
 * stored build this way against fresh build data, so every path to a price is the one the flow itself takes.
 */
import { createActor, fromPromise } from 'xstate';
import { emptyBuild, findTrim, pushHistory, selectedAccessories, type Build, type ModelOffer } from './build.ts';
import { VIEWS, type ConfiguratorData, type DestinationData, type View } from './data.ts';
import { buildMachine, stepOf, type BuildContext, type BuildEvent, type DestinationInput } from './machine.ts';
import type { SavedBuild } from './saved-build.ts';
import { DEFAULT_CATEGORY, STEPS, type Step } from './url.ts';
import { CATALOG_CODE } from '#domain/catalog/codes.ts';

export interface BuildChoices {
  trimCode: string | null;
  transmissionCode?: string | null;
  exterior?: string | null;
  interior?: string | null;
  /** A package code; `none` asks for no package (a trim may start with its default one). */
  packageCode?: string | null;
  accessories?: readonly string[];
  view?: View | null;
}

/** The choices a saved build names, to replay it. */
export function choicesOfSaved(saved: SavedBuild): BuildChoices {
  return {
    trimCode: saved.trimCode,
    transmissionCode: saved.transmissionCode,
    exterior: saved.exteriorColorCode,
    interior: saved.interiorColorCode,
    packageCode: saved.optionPackageCode ?? 'none',
    accessories: saved.accessories,
  };
}

/** What adding one accessory changed on the build besides itself: accessories it needed, ones it could not go with. */
export interface AccessoryChange {
  /** The accessory added. */
  code: string;
  /** Accessories it requires, added with it. */
  added: string[];
  /** Accessories on the build it conflicts with, taken off. */
  removed: string[];
}

export interface Replayed {
  build: Build;
  step: Step;
  problem: BuildContext['problem'];
  /**
   * Accessories a choice added or removed without being asked for by name (the conflict dialog's "Proceed", taken
   * for the visitor): a page made from a link says what they were, since no dialog asked first.
   */
  changes: AccessoryChange[];
}

const STEP_EVENTS: Record<Step, BuildEvent['type']> = {
  model: 'MODEL',
  trim: 'TRIM',
  colors: 'COLORS',
  packages: 'PACKAGES',
  accessories: 'ACCESSORIES',
  summary: 'SUMMARY',
};

/**
 * The machine as a replay runs it: synchronously, from build data already at hand (SELECT_MODEL carries it), and
 * made for the visitor's place, so the summary has no newer destination charge to wait for.
 */
const replayMachine = buildMachine.provide({ actors: { destination: fromPromise<DestinationData | null, DestinationInput>(async () => null) } });

export function stepEvent(step: Step): BuildEvent {
  return { type: STEP_EVENTS[step] } as BuildEvent;
}

/** Plays the choices through the machine and lands on `step` (the machine's guards decide if it can). */
export function replayBuild(data: ConfiguratorData | null, choices: BuildChoices, step: Step, options: { category?: string; token?: string | null; offer?: ModelOffer } = {}): Replayed {
  const actor = createActor(replayMachine, { input: { build: emptyBuild(), data: null, step: 'model' } });
  actor.start();
  const send = (event: BuildEvent) => actor.send(event);
  let problem: BuildContext['problem'] = null;
  const changes: AccessoryChange[] = [];
  if (data) {
    send({ type: 'SELECT_MODEL', model: { code: data.model.code, name: data.model.name }, category: options.category ?? DEFAULT_CATEGORY, data, ...(options.offer ? { offer: options.offer } : {}) });
    const trim = findTrim(data, choices.trimCode);
    if (trim) {
      if (trim.transmissions.length > 1) {
        send({ type: 'SELECT_TRIM_WITH_MULTIPLE_TRANSMISSIONS', trimCode: trim.code });
        if (choices.transmissionCode) send({ type: 'CHANGE_TRANSMISSION', transmissionCode: choices.transmissionCode });
        send({ type: 'SELECT' });
      } else {
        send({ type: 'SELECT_TRIM_WITH_SINGLE_TRANSMISSION', trimCode: trim.code });
      }
      if (choices.exterior || choices.view) {
        send({ type: 'COLORS' });
        const exterior = choices.exterior ?? actor.getSnapshot().context.build.colors.exterior?.code ?? '';
        send({ type: 'SELECT_COLORS', exterior, interior: choices.interior ?? null, ...(choices.view ? { view: choices.view } : {}) });
        problem = actor.getSnapshot().context.problem;
      }
      if (choices.packageCode) {
        send({ type: 'PACKAGES' });
        send(choices.packageCode === 'none' ? { type: 'REMOVE_PACKAGE' } : { type: 'ADD_PACKAGE', code: choices.packageCode });
      }
      if (choices.accessories?.length) {
        send({ type: 'ACCESSORIES' });
        for (const code of choices.accessories) {
          if (selectedAccessories(actor.getSnapshot().context.build).includes(code)) continue;
          send({ type: 'ADD_ACCESSORY', code });
          // A choice made in a URL or a saved build was already agreed to: what it requires comes with it.
          const conflict = actor.getSnapshot().context.conflict;
          if (conflict) {
            send({ type: 'PROCEED' });
            changes.push({ code: conflict.code, added: [...conflict.add], removed: [...conflict.remove] });
          }
        }
      }
    }
  }
  // A colour the link asks for that the trim does not offer: the default colour stays, and the visitor lands on the
  // colours step with 'Color not found, try again' to choose one, rather than on a later step built without theirs.
  const target = problem === 'color' && STEPS.indexOf(step) > STEPS.indexOf('colors') ? 'colors' : step;
  send(stepEvent(target));
  const snapshot = actor.getSnapshot();
  actor.stop();
  const landed = stepOf(snapshot.value);
  // The replay's own steps are not the visitor's history: start it afresh at the step landed on.
  const build = pushHistory({ ...snapshot.context.build, currentState: landed, history: [], historyKey: 0, token: options.token ?? null, isRequestViaTokenActive: Boolean(options.token) }, snapshot.context.data);
  return { build, step: landed, problem: problem ?? snapshot.context.problem, changes };
}

/** The choices a build holds, to replay it against fresher build data (another language, new prices). */
export function choicesOf(build: Build): BuildChoices {
  return {
    trimCode: build.trim?.code ?? null,
    transmissionCode: build.trim?.transmission?.code ?? null,
    exterior: build.colors.exterior?.code ?? null,
    interior: build.colors.interior?.code ?? null,
    packageCode: build.trim ? (build.packages.selected?.code ?? 'none') : null,
    accessories: selectedAccessories(build),
    view: build.colors.view,
  };
}

const CODE = CATALOG_CODE;

/** Reads choices from a step URL's query (`tr`, `ext`, `int`, `pkg`, `acc`, `view`); junk is ignored. */
export function choicesFromQuery(query: URLSearchParams, trimCode: string | null): BuildChoices | null {
  const code = (name: string) => {
    const value = query.get(name);
    return value !== null && CODE.test(value) ? value : null;
  };
  const pkg = query.get('pkg');
  const view = query.get('view');
  let accessories = (query.get('acc') ?? '').split(',').filter((item) => CODE.test(item)).slice(0, 60);
  // A no-script accessory button sends `toggle=CODE` beside the current list: add it, or take it off.
  const toggle = code('toggle');
  if (toggle) accessories = accessories.includes(toggle) ? accessories.filter((item) => item !== toggle) : [...accessories, toggle];
  const choices: BuildChoices = {
    trimCode,
    transmissionCode: code('tr'),
    exterior: code('ext'),
    interior: code('int'),
    packageCode: pkg === 'none' ? 'none' : code('pkg'),
    accessories,
    view: VIEWS.includes(view as View) ? (view as View) : null,
  };
  const any = choices.transmissionCode || choices.exterior || choices.interior || choices.packageCode || accessories.length > 0 || choices.view;
  return any ? choices : null;
}

/** The query that carries a build's choices in a link (for pages without JavaScript), without the trim (it is in the path). */
export function choicesQuery(choices: BuildChoices): string {
  const params: string[] = [];
  if (choices.transmissionCode) params.push(`tr=${choices.transmissionCode}`);
  if (choices.exterior) params.push(`ext=${choices.exterior}`);
  if (choices.interior) params.push(`int=${choices.interior}`);
  if (choices.packageCode) params.push(`pkg=${choices.packageCode}`);
  if (choices.accessories?.length) params.push(`acc=${choices.accessories.join(',')}`);
  if (choices.view && choices.view !== 'front') params.push(`view=${choices.view}`);
  return params.join('&');
}
