/**
 * The one VIN pattern: 17 characters of digits and upper-case letters other than I, O and Q. `./vin.ts` exports it;
 * it lives in this module of its own, which imports nothing, because the VIN rule (`../validation/rules.ts`) reads it
 * too and `./vin.ts` imports that rule.
 */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
