/**
 * The lead form's retailer choice: the retailers nearest the ZIP code the visitor typed, looked up again whenever
 * it changes to another five-digit code. The server's list for the starting ZIP is the first answer, so the choice
 * works without script and needs no request with it.
 */
import { useEffect, useRef, useState } from 'react';
import { findRetailersNear } from '#ui/retailers/nearest.ts';
import { retailerChoices, type RetailerChoice, type RetailerStart } from './types.ts';

const isZip = (zip: string) => /^\d{5}$/.test(zip);

export interface RetailerChoices {
  /** The retailers near the ZIP code (null: none yet, or the lookup failed). */
  list: RetailerChoice[] | null;
  loading: boolean;
}

export function useRetailerChoices(zip: string, initial: RetailerStart | undefined): RetailerChoices {
  // The answer remembers which ZIP it was for, so "loading" is simply "no answer for this ZIP yet".
  const [answer, setAnswer] = useState<RetailerStart | null>(initial ?? null);
  const served = useRef(initial?.list ? initial.zip : null);
  useEffect(() => {
    if (!isZip(zip)) return;
    if (served.current === zip) {
      // Already on the page; a later return to this ZIP asks the service again.
      served.current = null;
      return;
    }
    const controller = new AbortController();
    void findRetailersNear(zip, { count: 5, signal: controller.signal }).then((found) => {
      // Without an answer (the network, or the ZIP changed again) the choice waits; a refusal means no list.
      if (found.kind === 'aborted' || found.kind === 'unreachable') return;
      setAnswer({ zip, list: found.kind === 'list' ? retailerChoices(found.list) : null });
    });
    return () => controller.abort();
  }, [zip]);
  return { list: answer?.zip === zip ? answer.list : null, loading: isZip(zip) && answer?.zip !== zip };
}
