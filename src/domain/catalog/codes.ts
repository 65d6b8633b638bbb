/** Code lists the catalog shares with the browser, kept apart from the zod schemas so islands do not ship zod. */

export const ACCESSORY_STATES = ['Standard', 'Available', 'Selected', 'Included'] as const;
export type AccessoryState = (typeof ACCESSORY_STATES)[number];

/** Accessory groups, in the order the configurator lists them. */
export const ACCESSORY_GROUPS = ['bundles', 'exterior', 'interior', 'cargo', 'electronics', 'protection', 'performance'] as const;

export const BODY_STYLES = ['suv', 'crossover', 'sedan', 'wagon', 'sports'] as const;
export type BodyStyle = (typeof BODY_STYLES)[number];
