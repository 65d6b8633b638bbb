/**
 * The confirm-your-ZIP and confirm-your-retailer pages: islands over plain GET forms. Their forms sent without
 * script are handled before the page renders (`handleGeoForm` in src/server/geo/geo-forms.ts, called by the geogate
 * plugin's hook), which leaves on `request.geoForm` what went wrong for the page to show.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_ZIP } from '#domain/geo/location.ts';
import { DEFAULT_AREA } from '#domain/geo/regions.ts';
import { checkReturnPath } from '#domain/geo/return-url.ts';
import { first, lookupRetailer, lookupRetailers } from '#server/geo/geo-forms.ts';
import { ConfirmRetailerPage } from '#ui/geo/confirm-retailer-page.tsx';
import { ConfirmZipPage } from '#ui/geo/confirm-zip-page.tsx';
import type { ListPlace } from '#ui/retailers/confirm-types.ts';
import type { PageResult } from '#server/plugins/render.tsx';

/** The page for `confirmZip` / `confirmRetailer`, or null to fall back to the generic page. */
export async function geoPage(app: FastifyInstance, key: 'confirmZip' | 'confirmRetailer', request: FastifyRequest, text: { title: string; description: string }): Promise<PageResult | null> {
  const query = request.query as Record<string, unknown>;
  const returnUrl = checkReturnPath(first(query.returnUrl));
  const data = request.geoData;
  const form = request.geoForm;
  const saved = first(query.saved) === '1';

  if (key === 'confirmZip') {
    return {
      ...text,
      noindex: true,
      body: (
        <ConfirmZipPage
          returnUrl={returnUrl}
          current={data?.zipCode ? { zipCode: data.zipCode, city: data.city, state: data.state } : null}
          submitted={form?.kind === 'zip' ? { value: form.value, error: form.error } : null}
          saved={saved && Boolean(data?.zipCode)}
        />
      ),
    };
  }

  const zip = data?.zipCode || DEFAULT_ZIP;
  const nearest = await lookupRetailers(app, zip);
  const place: ListPlace = nearest?.place ?? (data?.zipCode ? { zipCode: data.zipCode, city: data.city, state: data.state } : { zipCode: DEFAULT_ZIP, city: '', state: DEFAULT_AREA.state });
  const selectedId = data?.selectedDealer || null;
  let savedName: string | null = null;
  if (saved && selectedId) {
    savedName = nearest?.retailers.find((option) => option.id === selectedId)?.name ?? null;
    if (!savedName) {
      const found = await lookupRetailer(app, selectedId, data?.dealerZipCode || zip);
      savedName = found.status === 'ok' ? found.retailer.name : null;
    }
  }
  return {
    ...text,
    noindex: true,
    body: (
      <ConfirmRetailerPage
        returnUrl={returnUrl}
        place={place}
        placeSource={data?.zipCode ? 'stored' : 'default'}
        retailers={nearest?.retailers ?? null}
        radius={nearest?.radius ?? null}
        territory={nearest?.territory ?? null}
        selectedId={selectedId}
        formError={form?.kind === 'retailer' ? form.error : null}
        savedName={savedName}
      />
    ),
  };
}
