/** Code lists the catalog shares with the browser, kept apart from the zod schemas so islands do not ship zod. */

/** A catalog code (model, trim, transmission, colour, package, accessory): 2 to 12 uppercase letters or digits. */
export const CATALOG_CODE = /^[A-Z0-9]{2,12}$/;
/** A package code, or `none` (the build without a package). */
export const PACKAGE_CODE = /^([A-Z0-9]{2,12}|none)$/;
/** Up to 60 accessory codes, comma-separated. */
export const ACCESSORY_CODE_LIST = /^[A-Z0-9]{2,12}(,[A-Z0-9]{2,12}){0,59}$/;

export const ACCESSORY_STATES = ['Standard', 'Available', 'Selected', 'Included'] as const;
export type AccessoryState = (typeof ACCESSORY_STATES)[number];

/** Accessory groups, in the order the configurator lists them. */
export const ACCESSORY_GROUPS = ['bundles', 'exterior', 'interior', 'cargo', 'electronics', 'protection', 'performance'] as const;

export const BODY_STYLES = ['suv', 'crossover', 'sedan', 'wagon', 'sports'] as const;
export type BodyStyle = (typeof BODY_STYLES)[number];
