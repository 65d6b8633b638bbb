/**
 * One island for every lead form: it renders a form declared as data (src/domain/forms), checks fields with the
 * same rules the server re-runs (src/domain/validation), shows an error only once a field is dirty and invalid and
 * not while the visitor types, and walks initial → pending → success (thank-you, `form-complete`) or error.
 * The state lives in `useLeadForm`, the markup in `LeadFormView` (both in src/ui/lead-form).
 */
import { useRef } from 'react';
import { LeadFormView } from '#ui/lead-form/lead-form-view.tsx';
import type { LeadFormProps } from '#ui/lead-form/types.ts';
import { useLeadForm } from '#ui/lead-form/use-lead-form.ts';
import { defineIsland } from './define.ts';

export { retailerChoices, type FormValue, type LeadFormProps, type RetailerChoice, type RetailerStart, type VehicleChoice } from '#ui/lead-form/types.ts';

export function LeadForm(props: LeadFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const controller = useLeadForm(props, formRef);
  return <LeadFormView form={props.form} controller={controller} formRef={formRef} vehicles={props.vehicles} links={props.links ?? {}} retailers={props.retailers} vehicleView={props.vehicleView} charities={props.charities} />;
}

export const island = defineIsland<LeadFormProps>({ tag: 'x-lead-form', module: 'lead-form', Component: LeadForm });
