/**
 * Confirm-your-retailer's state: the list follows the visitor's saved ZIP code (or, when none is saved, the place
 * the spec's location state finds), reloading when it changes and on "Try again"; the choice, its errors, and the
 * confirmation that saves the retailer (and the list's ZIP when none is saved) before going on to the return address.
 */
import { useEffect, useState, useSyncExternalStore, type FormEvent, type RefObject } from 'react';
import { parseGeographicData } from '#domain/geo/geo-data.ts';
import { checkReturnPath, returnUrlQuery } from '#domain/geo/return-url.ts';
import { DEFAULT_RADIUS_MILES, splitByRadius, type UsTerritory } from '#domain/retailers/radius.ts';
import { RETAILER_LIMITS } from '#domain/retailers/types.ts';
import { useHref } from '#ui/components/page-context.tsx';
import { locateVisitor, readGeoData, savePreferredRetailer, saveZip, subscribe } from '#ui/geo/geo-store.ts';
import { toRetailerOption, type ConfirmRetailerProps, type ListPlace, type RetailerFormError, type RetailerOption } from './confirm-types.ts';
import { findRetailersNear, type RetailersAnswer } from './nearest.ts';

interface Loaded {
  zipCode: string;
  place: ListPlace;
  retailers: RetailerOption[] | null;
  radius: number | null;
  territory: UsTerritory | null;
}

/** The list an answer for `zipCode` gives; null when there is none to show (the service failed, or no answer came). */
function loadedFrom(zipCode: string, answer: RetailersAnswer): Loaded | null {
  // A ZIP code the service refuses or does not know has no retailers: the empty list asks to correct it.
  if (answer.kind === 'invalidZip' || answer.kind === 'unknownZip') return { zipCode, place: { zipCode, city: '', state: '' }, retailers: [], radius: null, territory: null };
  if (answer.kind !== 'list') return null;
  const { list } = answer;
  const origin = list.origin;
  return {
    zipCode,
    place: origin ? { zipCode: origin.zipCode, city: origin.city, state: origin.state } : { zipCode, city: '', state: '' },
    retailers: list.dealers.map(toRetailerOption),
    radius: origin ? (list.radius ?? DEFAULT_RADIUS_MILES) : null,
    territory: list.territory ?? null,
  };
}

const noop = () => () => {};

export interface ConfirmRetailer {
  /** False on the server and while hydrating. */
  hydrated: boolean;
  /** The retailers, null when they could not be loaded; near (within the radius) and far. */
  retailers: RetailerOption[] | null;
  near: RetailerOption[];
  far: RetailerOption[];
  place: ListPlace;
  /** The radius of "near" the list answered (or the default). */
  radius: number;
  /** The territory the ZIP is in, when nothing is near. */
  territory: UsTerritory | null;
  loading: boolean;
  loadFailed: boolean;
  /** The list is for the default location, not the visitor's place. */
  usingDefault: boolean;
  /** The preferred retailer saved (here, in another tab, or as the server read it). */
  preferredId: string | null;
  choice: string | null;
  choose: (id: string) => void;
  error: RetailerFormError | null;
  pending: boolean;
  savedName: string | null;
  /** The checked return address, if any. */
  target: string | null;
  /** This page (with its return address), and the ZIP page coming back to it. */
  selfUrl: string;
  changeZipHref: string;
  reload: () => void;
  submit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The refs are the first option's and the error message's: focus goes to where the problem is. */
export function useConfirmRetailer(props: ConfirmRetailerProps, firstRadio: RefObject<HTMLInputElement | null>, errorRef: RefObject<HTMLParagraphElement | null>): ConfirmRetailer {
  const href = useHref();
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const stored = useSyncExternalStore(subscribe, readGeoData, () => null);
  const [loaded, setLoaded] = useState<Loaded>({
    zipCode: props.place.zipCode,
    place: props.place,
    retailers: props.retailers,
    radius: props.radius ?? null,
    territory: props.territory ?? null,
  });
  const [failedZip, setFailedZip] = useState<string | null>(null);
  const [externalZip, setExternalZip] = useState<string | null>(null);
  const [choice, setChoice] = useState<string | null>(props.selectedId);
  const [error, setError] = useState<RetailerFormError | null>(props.formError);
  const [pending, setPending] = useState(false);
  const [savedName, setSavedName] = useState<string | null>(props.savedName);
  const target = checkReturnPath(props.returnUrl);

  // The ZIP the list should be for: the saved one, else the external geo object's, else what the server used.
  const wantedZip = (hydrated && stored?.zipCode) || externalZip || props.place.zipCode;
  const loading = hydrated && wantedZip !== loaded.zipCode && failedZip !== wantedZip;
  const loadFailed = failedZip === wantedZip && wantedZip !== loaded.zipCode;

  // No ZIP saved: the spec's location state may still find the visitor's place (window.HALDEN_GEO).
  useEffect(() => {
    if (props.placeSource !== 'default') return;
    const controller = new AbortController();
    void locateVisitor({ signal: controller.signal }).then((found) => {
      if (found.source === 'external') setExternalZip(found.zipCode);
    });
    return () => controller.abort();
  }, [props.placeSource]);

  useEffect(() => {
    if (wantedZip === loaded.zipCode) return;
    const controller = new AbortController();
    void findRetailersNear(wantedZip, { count: RETAILER_LIMITS.maximum, signal: controller.signal }).then((answer) => {
      const next = loadedFrom(wantedZip, answer);
      if (!next) {
        if (answer.kind !== 'aborted' && !controller.signal.aborted) setFailedZip(wantedZip);
        return;
      }
      setLoaded(next);
      setFailedZip(null);
      setChoice((current) => (current && next.retailers?.some((option) => option.id === current) ? current : (stored?.selectedDealer ?? null)));
    });
    return () => controller.abort();
  }, [wantedZip, loaded.zipCode, stored?.selectedDealer]);

  useEffect(() => {
    if (props.formError) (props.formError === 'required' ? firstRadio.current : errorRef.current)?.focus();
  }, [props.formError, firstRadio, errorRef]);

  const { retailers, place } = loaded;
  // Near: within the answer's radius. The others are far away: listed apart, never as near.
  const { near, far } = splitByRadius(retailers ?? [], loaded.radius);
  const selfUrl = href(`/confirm-your-retailer.html${target ? `?${returnUrlQuery(target)}` : ''}`);

  /** Loads the list again: forgetting which ZIP it is for makes the loading effect fetch it. */
  const reload = () => {
    setFailedZip(null);
    setLoaded((current) => ({ ...current, zipCode: '' }));
  };

  const fail = (reason: RetailerFormError) => {
    setError(reason);
    setPending(false);
    // Focus goes where the problem is: the first choice for a missing one, the message otherwise.
    requestAnimationFrame(() => (reason === 'required' ? firstRadio.current : errorRef.current)?.focus());
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const retailer = retailers?.find((option) => option.id === choice);
    if (!retailer) return fail('required');
    setPending(true);
    setError(null);
    // The list's ZIP becomes the visitor's when none is saved yet (ignored when it is the saved one).
    if (!stored?.zipCode) {
      const geographic = parseGeographicData({ ...place });
      if (geographic) saveZip(geographic);
    }
    if (!savePreferredRetailer({ id: retailer.id, zipcode: retailer.zipcode, name: retailer.name, city: retailer.city, state: retailer.state })) return fail('unavailable');
    if (target) {
      window.location.assign(target);
      return;
    }
    setPending(false);
    setSavedName(retailer.name);
  };

  return {
    hydrated,
    retailers,
    near,
    far,
    place,
    radius: loaded.radius ?? DEFAULT_RADIUS_MILES,
    territory: loaded.territory && near.length === 0 ? loaded.territory : null,
    loading,
    loadFailed,
    usingDefault: props.placeSource === 'default' && !(hydrated && stored?.zipCode) && !externalZip,
    preferredId: stored?.selectedDealer ?? props.selectedId,
    choice,
    choose: (id) => {
      setChoice(id);
      if (error === 'required') setError(null);
    },
    error,
    pending,
    savedName,
    target,
    selfUrl,
    changeZipHref: href(`/confirm-your-zipcode.html?${returnUrlQuery(selfUrl)}`),
    reload,
    submit,
  };
}
