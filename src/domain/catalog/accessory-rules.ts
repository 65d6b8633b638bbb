/**
 * Accessory states for a build (Standard / Available / Selected / Included) and what adding one would change:
 * the accessories it requires that are missing and the ones it conflicts with that are on the build.
 */
import type { Accessory, AccessoryState } from './catalog-schema.ts';
import { CATALOG_CODE, PACKAGE_CODE } from './codes.ts';

export type AccessoryStates = Record<string, AccessoryState>;

/**
 * What the rules read of a model and a trim. The catalog's own types fit, and so does the configurator's
 * build data in the browser, so the server and the page apply one set of rules.
 */
export interface RulesModel {
  accessories: readonly Pick<Accessory, 'code' | 'requires' | 'conflicts' | 'includes'>[];
}
export interface RulesTrim {
  accessoryStates: Readonly<Record<string, Exclude<AccessoryState, 'Selected'>>>;
}

/** The states a trim gives its model's accessories before anything is chosen. */
export function baseAccessoryStates(model: RulesModel, trim: RulesTrim): AccessoryStates {
  return Object.fromEntries(model.accessories.map((accessory) => [accessory.code, trim.accessoryStates[accessory.code] ?? 'Available']));
}

/** States with `selected` applied: chosen ones become Selected, and what a chosen bundle includes becomes Included. */
export function accessoryStates(model: RulesModel, trim: RulesTrim, selected: readonly string[]): AccessoryStates {
  const states = baseAccessoryStates(model, trim);
  const byCode = new Map(model.accessories.map((accessory) => [accessory.code, accessory]));
  for (const code of selected) {
    if (states[code] === 'Available') states[code] = 'Selected';
  }
  for (const code of selected) {
    for (const included of byCode.get(code)?.includes ?? []) {
      if (states[included] === 'Available' || states[included] === 'Selected') states[included] = 'Included';
    }
  }
  return states;
}

/** The entries of `next` that differ from `previous` (the spec's summary.changedStates). */
export function changedStates(previous: AccessoryStates, next: AccessoryStates): AccessoryStates {
  return Object.fromEntries(Object.entries(next).filter(([code, state]) => previous[code] !== state));
}

export interface AccessoryChange {
  /** Required accessories that are not on the build yet and would be added with it. */
  add: string[];
  /** Accessories on the build that conflict with it and would be removed. */
  remove: string[];
}

/** What adding `code` to the build (given its current states) would also change; empty lists mean no conflict. */
export function accessoryAddition(model: RulesModel, states: AccessoryStates, code: string): AccessoryChange {
  const accessory = model.accessories.find((item) => item.code === code);
  if (!accessory) return { add: [], remove: [] };
  const onBuild = (other: string) => states[other] === 'Selected' || states[other] === 'Included' || states[other] === 'Standard';
  const conflictsWith = new Set(accessory.conflicts);
  for (const other of model.accessories) if (other.conflicts.includes(code)) conflictsWith.add(other.code);
  return {
    add: accessory.requires.filter((other) => !onBuild(other)),
    remove: [...conflictsWith].filter((other) => states[other] === 'Selected' || states[other] === 'Included'),
  };
}

/** The configuration a hydrate token carries: enough to rebuild the accessory states of a build. */
export interface AccessoryToken {
  year: number;
  model: string;
  trim: string;
  transmission: string;
  packageCode: string;
  selected: string[];
}

function toBase64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function encodeAccessoryToken(token: AccessoryToken): string {
  return toBase64Url(JSON.stringify([token.year, token.model, token.trim, token.transmission, token.packageCode, [...token.selected].sort()]));
}

/** Reads a token; anything malformed is null (tokens come from URLs, so they are untrusted). */
export function decodeAccessoryToken(value: string): AccessoryToken | null {
  if (!/^[A-Za-z0-9_-]{8,2000}$/.test(value)) return null;
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(value));
    if (!Array.isArray(parsed) || parsed.length !== 6) return null;
    const [year, model, trim, transmission, packageCode, selected] = parsed as unknown[];
    if (typeof year !== 'number' || !Number.isInteger(year)) return null;
    if (![model, trim, transmission].every((item) => typeof item === 'string' && CATALOG_CODE.test(item))) return null;
    if (typeof packageCode !== 'string' || !PACKAGE_CODE.test(packageCode)) return null;
    if (!Array.isArray(selected) || !selected.every((item) => typeof item === 'string' && CATALOG_CODE.test(item))) return null;
    return { year, model: model as string, trim: trim as string, transmission: transmission as string, packageCode: packageCode, selected: selected as string[] };
  } catch {
    return null;
  }
}
