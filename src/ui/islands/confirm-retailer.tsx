/**
 * Confirm your retailer: the retailers nearest the visitor's ZIP code as a radio list, and "Confirm retailer".
 * The server renders the list for the ZIP in the cookie (or the default 66952) inside a plain GET form
 * (`?dealer=&zipcode=&returnUrl=`) it handles itself, so the page works without script. Hydrated, the island
 * follows the saved ZIP (reloading the list when it changes), looks for the visitor's place when none is saved,
 * and saves the choice in the browser before going on to the return address.
 *
 * Honest distances: only retailers within the answer's radius are listed as near; the others are grouped apart under
 * a heading that says they are far away (they can still be chosen), and when none is near the spec's radius message
 * says so. A ZIP code of a US territory, where there are no retailers, gets its own message and a link to customer
 * support. The state lives in `useConfirmRetailer`, the views in src/ui/retailers.
 */
import { useRef } from 'react';
import { ConfirmRetailerView } from '#ui/retailers/confirm-retailer-view.tsx';
import type { ConfirmRetailerProps } from '#ui/retailers/confirm-types.ts';
import { useConfirmRetailer } from '#ui/retailers/use-confirm-retailer.ts';
import { defineIsland } from './define.ts';

export { toRetailerOption, type ConfirmRetailerProps, type ListPlace, type RetailerFormError, type RetailerOption } from '#ui/retailers/confirm-types.ts';

function ConfirmRetailer(props: ConfirmRetailerProps) {
  const firstRadio = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const state = useConfirmRetailer(props, firstRadio, errorRef);
  return <ConfirmRetailerView state={state} firstRadio={firstRadio} errorRef={errorRef} />;
}

export const island = defineIsland({ tag: 'x-confirm-retailer', module: 'confirm-retailer', Component: ConfirmRetailer });
