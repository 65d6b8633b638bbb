import { describe, expect, it } from 'vitest';
import { addPick, compareQuery, parsePicks, removePick, type ComparePick } from './compare-picks.ts';

const a: ComparePick = { vin: 'JF2FACA12LG504787', title: '2020 Pica Base' };
const b: ComparePick = { vin: 'JF1GPAY67G8331894', title: '2016 Wagon' };
const c: ComparePick = { vin: '4S4BSANC5K3300001', title: 'Third' };
const d: ComparePick = { vin: '4S4BSANC5K3300002', title: 'Fourth' };

describe('compare picks', () => {
  it('keeps up to three in the order picked and refuses a fourth without changing them', () => {
    let picks: ComparePick[] = [];
    for (const pick of [a, b, c]) picks = addPick(picks, pick).picks;
    expect(picks.map((pick) => pick.title)).toEqual(['2020 Pica Base', '2016 Wagon', 'Third']);
    expect(addPick(picks, d)).toEqual({ picks, refused: true });
    expect(addPick(picks, b)).toEqual({ picks, refused: false });
  });

  it('frees a place when one is removed', () => {
    const picks = removePick([a, b, c], 'JF1GPAY67G8331894');
    expect(picks).toEqual([a, c]);
    expect(addPick(picks, d)).toEqual({ picks: [a, c, d], refused: false });
  });

  it('reads back only well-formed, distinct picks, at most three', () => {
    expect(parsePicks('nope')).toEqual([]);
    expect(parsePicks([a, { vin: 'short', title: 'x' }, { vin: a.vin.toLowerCase(), title: 'again' }, null, b, c, d])).toEqual([a, b, c]);
  });

  it('keeps the colour and stock number that tell two picks of one trim apart, and reads older picks without them', () => {
    const white = { ...a, color: 'Glacier White Pearl', stock: 'N270022' };
    const silver = { ...b, title: a.title, color: 'Moonstone Silver Metallic', stock: 'N270031' };
    expect(parsePicks([white, silver])).toEqual([white, silver]);
    expect(parsePicks([{ ...a, color: 7, stock: '' }])).toEqual([a]);
  });

  it('makes the compare page query', () => {
    expect(compareQuery([a, b])).toBe('vin=JF2FACA12LG504787&vin=JF1GPAY67G8331894');
  });
});
