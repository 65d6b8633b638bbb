import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving.ts';

describe('arrow keys in a row of tabs or accordion headers', () => {
  it('moves with Left/Right in a horizontal row, wrapping at both ends', () => {
    expect(rovingIndex('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(rovingIndex('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(rovingIndex('ArrowDown', 0, 3, 'horizontal')).toBeNull();
  });

  it('moves with Up/Down in a vertical row, and Home/End go to the ends', () => {
    expect(rovingIndex('ArrowDown', 1, 4, 'vertical')).toBe(2);
    expect(rovingIndex('ArrowUp', 0, 4, 'vertical')).toBe(3);
    expect(rovingIndex('Home', 3, 4, 'vertical')).toBe(0);
    expect(rovingIndex('End', 0, 4, 'horizontal')).toBe(3);
    expect(rovingIndex('ArrowRight', 0, 4, 'vertical')).toBeNull();
    expect(rovingIndex('Enter', 0, 4, 'vertical')).toBeNull();
    expect(rovingIndex('Home', 0, 0, 'vertical')).toBeNull();
  });
});
