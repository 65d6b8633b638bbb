/**
 * How a vehicle's price reads on its page and its PDF: one figure per line, as the Build & Price summary shows it. A
 * new vehicle whose price includes the destination charge shows its MSRP, the destination charge and the total; any
 * other shows its one price (MSRP, or a certified pre-owned vehicle's price).
 */
export interface ListingPriceLine {
  /** Translation key of the line's label. */
  label: string;
  /** Whole dollars. */
  dollars: number;
  /** The line that is the price to pay. */
  total: boolean;
}

export function listingPriceLines(listing: { kind: 'new' | 'cpo'; price: number; msrp: number }): ListingPriceLine[] {
  if (listing.kind === 'new' && listing.price > listing.msrp) {
    return [
      { label: 'inventory.card.msrp', dollars: listing.msrp, total: false },
      { label: 'inventory.vehicle.destination', dollars: listing.price - listing.msrp, total: false },
      { label: 'inventory.vehicle.total', dollars: listing.price, total: true },
    ];
  }
  return [{ label: listing.kind === 'cpo' ? 'inventory.card.price' : 'inventory.card.msrp', dollars: listing.price, total: true }];
}
