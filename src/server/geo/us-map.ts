/**
 * The United States as one SVG (states from us-atlas, already projected to Albers USA at 975×610), drawn once
 * per process. Pages place retailer pins over it with the same projection (`projectPoint`), and zoom by changing
 * the viewBox; the outlines keep a hairline stroke at any zoom (non-scaling stroke).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;

export interface UsMap {
  svg: string;
  etag: string;
}

export type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }>; nation: GeometryCollection }>;

/** The states and the nation, projected to Albers USA at 975×610 (us-atlas), as the package ships them. */
export function statesTopology(): StatesTopology {
  return createRequire(import.meta.url)('us-atlas/states-albers-10m.json') as StatesTopology;
}

function draw(): UsMap {
  const topology = statesTopology();
  const path = geoPath();
  const states = feature(topology, topology.objects.states).features;
  const borders = path(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? '';
  const nation = path(feature(topology, topology.objects.nation)) ?? '';
  const round = (d: string) => d.replace(/(\d+\.\d{1})\d+/g, '$1');
  const body = [
    `<g id="states">`,
    `<path d="${round(nation)}" fill="#e9edf2"/>`,
    ...states.map((state) => `<path d="${round(path(state) ?? '')}" fill="#e9edf2"><title>${state.properties.name}</title></path>`),
    `<path d="${round(borders)}" fill="none" stroke="#8a97a6" stroke-width="0.75" stroke-linejoin="round" vector-effect="non-scaling-stroke"/>`,
    `<path d="${round(nation)}" fill="none" stroke="#5b6878" stroke-width="1" vector-effect="non-scaling-stroke"/>`,
    `</g>`,
  ].join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">${body}</svg>`;
  return { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 16)}"` };
}

let drawn: UsMap | null = null;

export function usMap(): UsMap {
  drawn ??= draw();
  return drawn;
}
