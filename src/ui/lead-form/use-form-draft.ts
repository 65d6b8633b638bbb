/**
 * Keeps a lead form's draft in the tab's session storage (src/domain/forms/draft.ts): restored once the form is in
 * the browser, saved a moment after each change (at once when the page is left), dropped when the form is sent or
 * the visitor starts over.
 */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { draftOf, restoreDraft } from '#domain/forms/draft.ts';
import type { FieldConfig } from '#domain/forms/types.ts';
import { readFromSession, saveToSession } from '#domain/storage/session.ts';
import { STORAGE_KEYS } from '#domain/storage/versioning.ts';
import type { FormValue } from './types.ts';

const SAVE_DELAY_MS = 400;
const storage = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

export interface FormDraft {
  /** True when values typed before a reload were put back into the form. */
  restored: boolean;
  /** Forgets the draft (the form was sent, or the visitor starts over). */
  discard: () => void;
}

export function useFormDraft(formName: string, fields: readonly FieldConfig[], values: Record<string, FormValue>, setValues: Dispatch<SetStateAction<Record<string, FormValue>>>): FormDraft {
  const key = STORAGE_KEYS.formDraft(formName);
  const [restored, setRestored] = useState(false);
  const active = useRef(false);
  const pendingSave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveNow = useRef<(() => void) | null>(null);
  // The values the island was hydrated with, and whether the visitor changed them before the draft was read: a
  // keystroke in that first frame must be saved too, and must not be overwritten by an older draft.
  const initialValues = useRef(values);
  const changedBeforeActive = useRef(false);
  const [saveRequest, requestSave] = useState(0);

  // Once, in the browser, in the frame after hydration: what the visitor typed before the page was reloaded.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const stored = readFromSession(storage(), key);
      // Against the values the page came with: where the server filled a field, its value stays.
      const back = stored.error ? {} : restoreDraft(fields, stored.data, initialValues.current);
      if (Object.keys(back).length > 0) {
        // Against the values now, too: what the visitor typed since hydration stays.
        setValues((current) => ({ ...current, ...restoreDraft(fields, back, current) }));
        setRestored(true);
      }
      active.current = true;
      if (changedBeforeActive.current) requestSave((count) => count + 1);
    });
    return () => cancelAnimationFrame(frame);
    // Runs once on mount: the form's fields never change for the life of the island.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!active.current) {
      if (values !== initialValues.current) changedBeforeActive.current = true;
      return;
    }
    const save = () => {
      pendingSave.current = undefined;
      saveNow.current = null;
      const draft = draftOf(fields, values);
      if (draft) saveToSession(storage(), key, draft);
      else storage()?.removeItem(key);
    };
    saveNow.current = save;
    pendingSave.current = setTimeout(save, SAVE_DELAY_MS);
    return () => clearTimeout(pendingSave.current);
  }, [fields, key, values, saveRequest]);

  // A reload (or leaving the page) within the moment before a save would lose the last keystrokes: save them now.
  useEffect(() => {
    const onHide = () => {
      if (pendingSave.current === undefined) return;
      clearTimeout(pendingSave.current);
      saveNow.current?.();
    };
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, []);

  return {
    restored,
    discard: () => {
      // A save still waiting for its moment would write back what was just sent or cleared.
      clearTimeout(pendingSave.current);
      pendingSave.current = undefined;
      saveNow.current = null;
      setRestored(false);
      try {
        storage()?.removeItem(key);
      } catch {
        // Storage the browser refuses holds nothing to forget.
      }
    },
  };
}
