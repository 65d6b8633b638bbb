/**
 * Forms as data, in the spec's "Form input configuration" shape: the island renders them, the server re-validates
 * submissions against the same declaration. Nothing here runs code; the rules live in src/domain/validation/.
 */
import type { ValidationName } from '#domain/validation/types.ts';

export type FieldComponent =
  | 'text'
  | 'email'
  | 'phone'
  | 'zip'
  | 'state'
  | 'stateZip'
  | 'textarea'
  | 'checkbox'
  | 'radio'
  | 'select'
  | 'date'
  | 'file'
  | 'retailer'
  | 'vehicle'
  /** Share the Love: the charity nominated — the listed charities the page passes (national, hometown near a ZIP) or `other`. */
  | 'charity'
  | 'hidden';

export interface FieldOption {
  value: string;
  /** A dictionary key (translated), unless the field says noTranslate. */
  label: string;
}

export interface FieldConfig {
  name: string;
  component: FieldComponent;
  id: string;
  options?: {
    props?: {
      /** Dictionary key of the label; an asterisk is added (and announced as "required") when the field is required. */
      label?: string;
      /** A disclaimer id shown after the label. */
      disclaimer?: string;
      isVisible?: boolean;
      validateOnChange?: boolean;
      minimumValidationLength?: number;
      /** For radio / select: the choices. */
      choices?: FieldOption[];
      required?: boolean;
      /** For textarea: the character limit the counter shows. */
      maxLength?: number;
      /** For file: accepted kinds. */
      accept?: ('image' | 'video')[];
      /** For file: the visitor may give a link (a YouTube link, say) instead of a file; the field posts the link as text. */
      allowLink?: boolean;
      /** For file: the largest file accepted, in bytes (at most the server's FILE_LIMIT). */
      maxBytes?: number;
      /** For checkbox: a page (site-map key) the label's text links to, e.g. the terms. */
      linkPage?: string;
      /** A dictionary key of help text shown under the label. */
      hint?: string;
    };
    /** Extra attributes for the input (autocomplete, inputmode …). */
    attrs?: Record<string, string>;
    /** Fields cleared when this one changes (e.g. model clears trim). */
    resetSiblingFields?: string[];
  };
  /** The rule set the field is checked with (src/domain/validation). */
  validation?: ValidationName;
  ariaLabel?: string;
  layout?: { type?: 'stateZip'; column?: 1 | 2; position?: 'left' | 'right' };
  tooltipConfig?: { text: string };
  noTranslate?: boolean;
  noTranslateProps?: string[];
  isFullWidth?: boolean;
  modifier?: string;
  /**
   * The field applies only while another field has this value (the organization's fields while the charity is
   * `other`): otherwise it is not shown once the form is hydrated (nor, in browsers with `:has()`, before), not
   * checked, not sent by the island and not kept by the server. While it applies it is checked as declared.
   */
  visibleWhen?: { field: string; value: string };
}

export interface FormDefinition {
  /** Also the `form-complete` event's detail and the lead's form name. */
  name: string;
  /** Where the browser posts it (the spec's path where it names one); `{brand}` stands for the brand's slug. */
  endpoint: string;
  /** The spec's name of the service behind it (section 7), where it names one: the OpenAPI summary starts with it. */
  service?: string;
  fields: FieldConfig[];
  /** Dictionary keys of the thank-you modal, when the form shows one. */
  thankYou?: { title: string; text: string };
  /** A page (site-map key) the visitor is taken to once the lead is stored, with `?confirmation=` (instead of the modal). */
  successPage?: string;
  /** Whether a lead of this form goes to a retailer (needs a `retailer` field). */
  toRetailer?: boolean;
  /**
   * A lead of this form also becomes an unpublished story of the dear{brand} story area (src/domain/stories): the
   * form has the story fields (firstName, lastName, storyCity, state, storyTitle, storyText, media).
   */
  story?: boolean;
  /**
   * A wizard (DECISIONS.md): the form's visible fields in steps, in order. Hydrated, the form shows one step at a time
   * and the address's hash names it (opening the form sets it to the first step's name; back and forward move between
   * steps); without script every step shows, each as a group of its own.
   */
  steps?: FormStep[];
}

export interface FormStep {
  /** The step's hash, e.g. `about-you`: lower-case words and dashes. */
  name: string;
  /** Dictionary key of the step's title. */
  title: string;
  /** The names of the fields the step holds; every visible field of the form is in exactly one step. */
  fields: string[];
}
