import { describe, expect, it } from 'vitest';
import { frame, MAP_BOX, projectPoint } from './us-projection.ts';

describe('Albers USA projection of the drawn map', () => {
  it('puts the geographic centre of the lower 48 (Lebanon, KS) near the middle and the coasts at the edges', () => {
    const [x = 0, y = 0] = projectPoint(39.8077, -98.556) ?? [];
    expect(x).toBeGreaterThan(MAP_BOX.width * 0.4);
    expect(x).toBeLessThan(MAP_BOX.width * 0.55);
    expect(y).toBeGreaterThan(MAP_BOX.height * 0.35);
    expect(y).toBeLessThan(MAP_BOX.height * 0.55);
    expect(projectPoint(40.7484, -73.9967)?.[0]).toBeGreaterThan(MAP_BOX.width * 0.85);
    expect(projectPoint(34.09, -118.4)?.[0]).toBeLessThan(MAP_BOX.width * 0.15);
  });

  it('places Alaska and Hawaii in their insets and refuses points abroad', () => {
    const anchorage = projectPoint(61.2, -149.9);
    const honolulu = projectPoint(21.3, -157.85);
    expect(anchorage?.[1]).toBeGreaterThan(MAP_BOX.height * 0.75);
    expect(honolulu?.[1]).toBeGreaterThan(MAP_BOX.height * 0.8);
    expect(projectPoint(51.5, -0.1)).toBeNull();
  });
});

describe('frame', () => {
  it('shows the whole map without points and keeps the map aspect ratio', () => {
    expect(frame([])).toEqual({ x: 0, y: 0, ...MAP_BOX });
    const box = frame([
      [100, 100],
      [300, 150],
    ]);
    expect(box.height / box.width).toBeCloseTo(MAP_BOX.height / MAP_BOX.width, 2);
  });

  it('contains every point with a margin, stays inside the map and is never tiny', () => {
    const points: [number, number][] = [
      [450, 270],
      [470, 300],
      [455, 280],
    ];
    const box = frame(points);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThan(box.x);
      expect(x).toBeLessThan(box.x + box.width);
      expect(y).toBeGreaterThan(box.y);
      expect(y).toBeLessThan(box.y + box.height);
    }
    expect(box.width).toBeGreaterThanOrEqual(70);
    const edge = frame([[970, 605]]);
    expect(edge.x + edge.width).toBeLessThanOrEqual(MAP_BOX.width + 0.1);
    expect(edge.y + edge.height).toBeLessThanOrEqual(MAP_BOX.height + 0.1);
  });
});
