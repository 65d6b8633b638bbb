import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addPackage, applyChangedStates, removePackage, resetTo, setLine, startBuild, type AccessoryPrice, type PricedBuild } from './pricing.ts';

const prices = new Map<string, AccessoryPrice>([
  ['BAR', { code: 'BAR', finalPrice: 279, marker: '^' }],
  ['MAT', { code: 'MAT', finalPrice: 129, marker: '^^' }],
  ['TRAY', { code: 'TRAY', finalPrice: 149, marker: '^' }],
]);
const sum = (build: PricedBuild) => build.lines.reduce((total, line) => total + line.amount, 0);

describe('the running price', () => {
  it('adds trim, transmission, extra-cost paint, package, accessories and destination', () => {
    let build = startBuild({ code: 'SPRT', msrp: 31_995 }, { code: 'AT8', msrp: 1_500 });
    build = setLine(build, 'color', 'K1X', 395);
    build = addPackage(build, { code: 'P01', msrp: 1_600 });
    build = applyChangedStates(build, { BAR: 'Selected', MAT: 'Selected' }, prices);
    build = setLine(build, 'destination', '060', 1_395);
    expect(build.price).toBe(31_995 + 1_500 + 395 + 1_600 + 279 + 129 + 1_395);
    expect(build.basePrice).toBe(31_995);
  });

  it('changes by the package msrp when a package is added or removed', () => {
    const base = startBuild({ code: 'BASE', msrp: 28_995 });
    const withPackage = addPackage(base, { code: 'P01', msrp: 1_600 });
    expect(withPackage.price - base.price).toBe(1_600);
    expect(removePackage(withPackage).price).toBe(base.price);
  });

  it('adds an accessory that becomes Selected and takes off one that becomes Standard or Available', () => {
    let build = applyChangedStates(startBuild({ code: 'BASE', msrp: 28_995 }), { BAR: 'Selected', TRAY: 'Selected' }, prices);
    expect(build.price).toBe(28_995 + 279 + 149);
    build = applyChangedStates(build, { BAR: 'Available', TRAY: 'Standard', MAT: 'Included' }, prices);
    expect(build.price).toBe(28_995);
  });

  it('keeps trim, base price and destination on a colors-level reset, and clears every price line on a trim- or model-level reset', () => {
    let build = startBuild({ code: 'BASE', msrp: 28_995 }, { code: 'CVT', msrp: 0 });
    build = setLine(addPackage(build, { code: 'P01', msrp: 1_600 }), 'color', 'K1X', 395);
    expect(resetTo(build, 'colors')).toMatchObject({ basePrice: 28_995, price: 28_995 });
    expect(resetTo(setLine(build, 'destination', '060', 1_395), 'colors')).toMatchObject({ basePrice: 28_995, price: 28_995 + 1_395 });
    expect(resetTo(build, 'model')).toEqual({ basePrice: 0, price: 0, lines: [] });
    expect(resetTo(build, 'trim')).toEqual({ basePrice: 0, price: 0, lines: [] });
  });

  it('refuses prices that are not whole dollars', () => {
    expect(() => startBuild({ code: 'BASE', msrp: 28_995.5 })).toThrow(RangeError);
  });

  it('always equals the sum of its lines, whatever sequence of operations is applied', () => {
    const operation = fc.oneof(
      fc.record({ type: fc.constant('package' as const), msrp: fc.integer({ min: 0, max: 5_000 }) }),
      fc.record({ type: fc.constant('removePackage' as const) }),
      fc.record({ type: fc.constant('color' as const), msrp: fc.constantFrom(0, 395, 495) }),
      fc.record({ type: fc.constant('accessory' as const), code: fc.constantFrom('BAR', 'MAT', 'TRAY'), state: fc.constantFrom('Selected' as const, 'Available' as const, 'Standard' as const, 'Included' as const) }),
      fc.record({ type: fc.constant('destination' as const), amount: fc.integer({ min: 995, max: 2_000 }) }),
      fc.record({ type: fc.constant('reset' as const), level: fc.constantFrom('colors' as const, 'trim' as const, 'model' as const) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 15_000, max: 60_000 }), fc.array(operation, { maxLength: 40 }), (msrp, operations) => {
        let build = startBuild({ code: 'BASE', msrp });
        for (const op of operations) {
          if (op.type === 'package') build = addPackage(build, { code: 'P01', msrp: op.msrp });
          else if (op.type === 'removePackage') build = removePackage(build);
          else if (op.type === 'color') build = setLine(build, 'color', 'K1X', op.msrp);
          else if (op.type === 'accessory') build = applyChangedStates(build, { [op.code]: op.state }, prices);
          else if (op.type === 'destination') build = setLine(build, 'destination', '060', op.amount);
          else build = resetTo(build, op.level);
          expect(build.price).toBe(sum(build));
          expect(new Set(build.lines.map((line) => `${line.kind}:${line.kind === 'accessory' ? line.code : ''}`)).size).toBe(build.lines.length);
        }
      }),
      { numRuns: 300 },
    );
  });
});
