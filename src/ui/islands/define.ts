/** The shape of an island module: its tag name, its module name (file name) and its component. */
import type { ComponentType } from 'react';

export interface IslandDefinition<P extends object = Record<string, unknown>> {
  /** Custom-element name, always with a dash (`x-retailer-finder`). */
  tag: `${string}-${string}`;
  /** The file name under src/ui/islands without extension; the server finds its chunk by it. */
  module: string;
  Component: ComponentType<P>;
}

export function defineIsland<P extends object>(definition: IslandDefinition<P>): IslandDefinition<P> {
  return definition;
}
