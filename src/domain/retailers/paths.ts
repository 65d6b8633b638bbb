/** The addresses of the retailer pages (without language prefix): one place that spells them. */

/** A retailer's own page, `/find/retailers/{id}-{slug}.html`. */
export function retailerPath(retailer: { id: string; slug: string }): string {
  return `/find/retailers/${retailer.id}-${retailer.slug}.html`;
}

/** A state's page of the retailer directory, `/find/retailers/{st}.html` (the postal code in lower case). */
export function retailerStatePath(state: string): string {
  return `/find/retailers/${state.toLowerCase()}.html`;
}
