/**
 * The home page's loader: the lineup from the catalog (the all-vehicles page's own entries), the top three offers
 * running today in the visitor's region (from the geo-data cookie; national offers otherwise) and the retailer to
 * tease — the preferred one, else the nearest to the saved ZIP code. It reads the cookie and today's offers, so the
 * page is rendered per request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OfferView, OffersAnswer } from '#domain/offers/view.ts';
import { HomePage, type HomeLineupVehicle, type HomePageProps, type HomeRetailer } from '#ui/home/home-page.tsx';
import { zipIndex } from '#server/geo/zip-index.ts';
import type { PageResult } from '#server/plugins/render.tsx';
import { answerOffers } from '#server/services/offers.ts';
import { allVehiclesProps } from './catalog-loaders.ts';

/** The model the hero shows when the catalog has it: the lineup's best-seller. */
export const HERO_MODEL = 'KSTL';
/** How many offers the home page teases. */
export const HOME_OFFERS = 3;

/**
 * The offers worth teasing, at most `count`: regional offers before national ones, then a mix — each pick a model and,
 * while possible, a kind of offer (financing, lease, cash) not picked yet — in the answer's order otherwise (lineup
 * order, each model's regional offers first).
 */
export function topOffers(answer: OffersAnswer, count = HOME_OFFERS): Pick<HomePageProps['offers'], 'items' | 'disclaimers'> {
  const all = answer.models.flatMap((group) => group.offers);
  const ordered = [...all.filter((offer) => offer.scope === 'regional'), ...all.filter((offer) => offer.scope !== 'regional')];
  const items: OfferView[] = [];
  for (const distinctType of [true, false]) {
    for (const offer of ordered) {
      if (items.length >= count) break;
      if (items.some((item) => item.id === offer.id || item.modelCode === offer.modelCode)) continue;
      if (distinctType && items.some((item) => item.type === offer.type)) continue;
      items.push(offer);
    }
  }
  const used = new Set(items.flatMap((offer) => offer.disclaimers));
  return { items, disclaimers: answer.disclaimers.filter((item) => used.has(item.id)) };
}

async function retailerFor(app: FastifyInstance, request: FastifyRequest): Promise<{ retailer: HomeRetailer | null; zip: string; place: HomePageProps['offers']['place']; region: string | null }> {
  const context = request.visitor;
  const zip = context.place?.zipCode ?? '';
  const known = zip ? zipIndex().geographicData(zip) : null;
  const place = context.place ? { zipCode: context.place.zipCode, city: context.place.city, state: context.place.state } : null;
  const region = context.place?.region ?? null;
  const preferred = context.retailer;
  const byId = preferred ? await app.repositories.retailers.byId(preferred.id) : null;
  const view = (dealer: NonNullable<typeof byId>, kind: HomeRetailer['kind'], distance: number | null): HomeRetailer => ({
    kind,
    id: dealer.id,
    name: dealer.name,
    slug: dealer.slug,
    address: dealer.address,
    phone: dealer.phone,
    distance,
  });
  if (byId?.status === 'Active') return { retailer: view(byId, 'preferred', null), zip, place, region };
  if (known) {
    const [nearest] = (await app.repositories.retailers.index()).nearest(known.latitude, known.longitude, 1, { type: 'Active' });
    if (nearest) return { retailer: view(nearest.dealer, 'nearest', nearest.distance), zip, place, region };
  }
  return { retailer: null, zip, place, region };
}

export async function homePage(app: FastifyInstance, request: FastifyRequest, text: { title: string; description: string }): Promise<PageResult> {
  const catalog = await app.repositories.catalog.get();
  const lineup: HomeLineupVehicle[] = allVehiclesProps(catalog, request.lang).vehicles.map(({ code, name, slug, year, tagline, startingMsrp, image }) => ({ code, name, slug, year, tagline, startingMsrp, image }));
  const hero = lineup.find((vehicle) => vehicle.code === HERO_MODEL) ?? lineup[0] ?? null;
  const { retailer, zip, place, region } = await retailerFor(app, request);
  const answer = await answerOffers(app, { region, lang: request.lang });
  return {
    ...text,
    body: <HomePage hero={hero} lineup={lineup} offers={{ place, ...topOffers(answer) }} retailer={retailer} zip={zip} />,
  };
}
