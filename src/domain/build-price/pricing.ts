/**
 * The running price of a build as a list of lines, changed only through the spec's operations, so the price is
 * always the sum of what the visitor sees: trim, transmission, paint, package, accessories and destination.
 */
import type { AccessoryState } from '#domain/catalog/catalog-schema.ts';

export type LineKind = 'trim' | 'transmission' | 'color' | 'package' | 'accessory' | 'destination';

export interface PriceLine {
  kind: LineKind;
  code: string;
  /** Whole US dollars. */
  amount: number;
  /** Accessory price marker: `^` installed price, `^^` part only. */
  marker?: '^' | '^^';
}

export interface PricedBuild {
  /** The trim's msrp: what colours-level resets keep. */
  basePrice: number;
  price: number;
  lines: PriceLine[];
}

function dollars(amount: number): number {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`Prices are whole, non-negative dollars: ${amount}`);
  return amount;
}

function withLines(build: PricedBuild, lines: PriceLine[]): PricedBuild {
  return { basePrice: build.basePrice, lines, price: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/** A build with only its trim (and, when known, transmission), e.g. after choosing a trim. */
export function startBuild(trim: { code: string; msrp: number }, transmission?: { code: string; msrp: number }): PricedBuild {
  const lines: PriceLine[] = [{ kind: 'trim', code: trim.code, amount: dollars(trim.msrp) }];
  if (transmission) lines.push({ kind: 'transmission', code: transmission.code, amount: dollars(transmission.msrp) });
  return withLines({ basePrice: trim.msrp, price: 0, lines: [] }, lines);
}

/** Replaces the line of a kind that can appear once (transmission, colour, package, destination). */
export function setLine(build: PricedBuild, kind: Exclude<LineKind, 'trim' | 'accessory'>, code: string | null, amount = 0): PricedBuild {
  const others = build.lines.filter((line) => line.kind !== kind);
  return withLines(build, code === null ? others : [...others, { kind, code, amount: dollars(amount) }]);
}

/** ADD_PACKAGE: the price rises by the package msrp (a previous package is replaced). */
export function addPackage(build: PricedBuild, pkg: { code: string; msrp: number }): PricedBuild {
  return setLine(build, 'package', pkg.code, pkg.msrp);
}

/** REMOVE_PACKAGE: the price falls by the package msrp. */
export function removePackage(build: PricedBuild): PricedBuild {
  return setLine(build, 'package', null);
}

export interface AccessoryPrice {
  code: string;
  finalPrice: number;
  marker: '^' | '^^';
}

/**
 * Applies `summary.changedStates`: an accessory that becomes Selected is added with its final price; one that
 * becomes Standard or Available is removed with its price; Included ones cost nothing and are not lines.
 */
export function applyChangedStates(
  build: PricedBuild,
  changed: Readonly<Record<string, AccessoryState>>,
  prices: ReadonlyMap<string, AccessoryPrice>,
): PricedBuild {
  let lines = build.lines;
  for (const [code, state] of Object.entries(changed)) {
    const present = lines.some((line) => line.kind === 'accessory' && line.code === code);
    if (state === 'Selected' && !present) {
      const price = prices.get(code);
      if (!price) throw new Error(`No price for accessory ${code}`);
      lines = [...lines, { kind: 'accessory', code, amount: dollars(price.finalPrice), marker: price.marker }];
    } else if (state !== 'Selected' && present) {
      lines = lines.filter((line) => !(line.kind === 'accessory' && line.code === code));
    }
  }
  return withLines(build, lines);
}

/**
 * The reset levels, as far as price goes: model and trim resets clear every line and the base price (a trim reset
 * keeps only the model, which has no price); a colors reset keeps the trim, its transmission and the base price,
 * and the destination charge, which belongs to the model year and the visitor's region, not to the choices reset.
 */
export function resetTo(build: PricedBuild, level: 'model' | 'trim' | 'colors'): PricedBuild {
  if (level === 'model' || level === 'trim') return { basePrice: 0, price: 0, lines: [] };
  return withLines(
    build,
    build.lines.filter((line) => line.kind === 'trim' || line.kind === 'transmission' || line.kind === 'destination'),
  );
}
