/**
 * Writes the demo retailer network: catalog/retailers.json and catalog/retailer-stories.json.
 *
 *   node --import tsx scripts/generate-retailers.ts
 *
 * Retailers stand at real ZIP locations (the `zipcodes` data behind zipIndex), in every state of our sales table,
 * about in proportion to each state's number of ZIPs. Everything comes from one seeded PRNG, so running the script
 * again writes the same bytes; the files are committed and the seed loads them.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { distanceMiles } from '#domain/geo/distance.ts';
import { STATES } from '#domain/geo/regions.ts';
import { RETAILER_SERVICES, type OpeningHours, type Retailer, type RetailerService, type RetailerStory } from '#domain/retailers/types.ts';
import { zipIndex, type ZipPlace } from '#server/geo/zip-index.ts';
import { seededRandom } from '#domain/random.ts';

const TARGET_TOTAL = 650;
const MINIMUM_PER_STATE = 2;
/** Spacing tried first between two retailers; relaxed step by step only where a state cannot fill its quota. */
const SPACINGS_MILES = [12, 6, 3, 1];
const OUT_DIR = fileURLToPath(new URL('../catalog/', import.meta.url));

/**
 * Places the tests and the default location rely on: one near the spec's default ZIP 66952 (Smith Center, KS, about
 * 12 miles away) and retailers in the big metros, so answers there never depend on the random draw.
 */
const ANCHORS = [
  '66967', // Smith Center, KS — near the default location
  '10001', // New York
  '11201', // Brooklyn
  '07302', // Jersey City
  '90012', // Los Angeles
  '91101', // Pasadena
  '90401', // Santa Monica
  '60601', // Chicago
  '60201', // Evanston
  '77002', // Houston
  '77401', // Bellaire
  '64105', // Kansas City, MO
  '66101', // Kansas City, KS
  '99501', // Anchorage
  '96813', // Honolulu
];

// ---- a seeded PRNG (src/domain/random.ts): the same sequence on every machine ----

const random = seededRandom(20_260_601);

// ---- time zones: by state, and by longitude where a state spans two ----

function timeZoneOf(place: ZipPlace): string {
  const { state, latitude: lat, longitude: lng } = place;
  switch (state) {
    case 'AK':
      return lng < -169 ? 'America/Adak' : 'America/Anchorage';
    case 'HI':
      return 'Pacific/Honolulu';
    case 'AZ':
      return 'America/Phoenix';
    case 'CA':
    case 'NV':
    case 'WA':
      return 'America/Los_Angeles';
    case 'OR':
      // Malheur County, on the Idaho border, keeps Mountain time.
      return lng > -118.2 && lat < 44.5 ? 'America/Boise' : 'America/Los_Angeles';
    case 'ID':
      // The panhandle north of the Salmon River is on Pacific time.
      return lat > 45.6 ? 'America/Los_Angeles' : 'America/Boise';
    case 'CO':
    case 'MT':
    case 'NM':
    case 'UT':
    case 'WY':
      return 'America/Denver';
    case 'TX':
      return lng < -104.9 ? 'America/Denver' : 'America/Chicago';
    case 'KS':
      return lng < -101.5 ? 'America/Denver' : 'America/Chicago';
    case 'NE':
      return lng < -101.3 ? 'America/Denver' : 'America/Chicago';
    case 'SD':
      return lng < -100.6 ? 'America/Denver' : 'America/Chicago';
    case 'ND':
      return lng < -101.2 && lat < 47.5 ? 'America/Denver' : 'America/Chicago';
    case 'FL':
      // The panhandle west of the Apalachicola River is on Central time.
      return lng < -85.0 ? 'America/Chicago' : 'America/New_York';
    case 'TN':
      return lng > -85.3 ? 'America/New_York' : 'America/Chicago';
    case 'KY':
      return lng > -86.0 ? 'America/New_York' : 'America/Chicago';
    case 'IN':
      // The Chicago and Evansville corners are on Central time.
      return (lng < -86.9 && lat > 41.0) || (lng < -86.7 && lat < 38.5) ? 'America/Chicago' : 'America/Indiana/Indianapolis';
    case 'MI':
      // Four Upper Peninsula counties on the Wisconsin border are on Central time.
      return lng < -87.6 && lat > 45.0 ? 'America/Menominee' : 'America/Detroit';
    case 'AL':
    case 'AR':
    case 'IA':
    case 'IL':
    case 'LA':
    case 'MN':
    case 'MO':
    case 'MS':
    case 'OK':
    case 'WI':
      return 'America/Chicago';
    default:
      return 'America/New_York';
  }
}

// ---- names, streets and people ----

const SURNAMES = [
  'Anderson', 'Bennett', 'Calloway', 'Dawson', 'Ellison', 'Fairbanks', 'Garrison', 'Hadley', 'Iverson', 'Jennings',
  'Kimball', 'Lawson', 'Maddox', 'Norwood', 'Ostrander', 'Prescott', 'Quincy', 'Ramsey', 'Sheridan', 'Thornton',
  'Underwood', 'Vasquez', 'Whitaker', 'Yates', 'Zimmerman', 'Bishop', 'Carver', 'Delgado', 'Emerson', 'Fletcher',
  'Goodwin', 'Harmon', 'Kessler', 'Lindqvist', 'Mercer', 'Nakamura', 'Okafor', 'Pruitt', 'Reyes', 'Sorensen',
  'Tran', 'Valdez', 'Winslow', 'Castillo', 'Hollis', 'McBride', 'Patel', 'Schroeder', 'Brennan', 'Galloway',
];
const PLACES = [
  'Prairie', 'Lakeside', 'Summit', 'Riverside', 'Valley', 'Harbor', 'Heritage', 'Pioneer', 'Cedar', 'Mesa', 'Gateway',
  'Northgate', 'Bayview', 'Frontier', 'Crossroads', 'Timberline', 'Canyon', 'Bluegrass', 'Keystone', 'Liberty',
];
const STREETS = ['Main St', 'Commerce Dr', 'Auto Mall Dr', 'Market St', 'Industrial Pkwy', 'Broadway', 'Motorway Blvd', 'Center St', 'Oak Ave', 'Lincoln Ave', 'Park Rd', 'Elm St'];
const FIRST_NAMES = ['Maria', 'James', 'Aisha', 'Daniel', 'Mei', 'Carlos', 'Sarah', 'Tom', 'Priya', 'Luis', 'Grace', 'Omar', 'Hannah', 'Kevin', 'Rosa', 'Ben'];
const AWARDS = ['Circle of Excellence', 'Customer Care Award', 'Service Excellence Award', 'Love Promise Community Award', 'Parts Excellence Award', 'Top Sales Performer'];

function ordinal(n: number): string {
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

function streetLine(): string {
  const number = random.int(100, 9899);
  const roll = random.next();
  if (roll < 0.15) return `${number} Highway ${random.int(2, 299)}`;
  if (roll < 0.3) return `${number} ${random.pick(['N', 'S', 'E', 'W'])} ${ordinal(random.int(1, 60))} St`;
  if (roll < 0.4) return `${number} ${random.pick(PLACES)} Blvd`;
  return `${number} ${random.pick(STREETS)}`;
}

function retailerName(city: string): string {
  const surname = random.pick(SURNAMES);
  const place = random.pick(PLACES);
  return random.pick([
    `${city} Motors`,
    `${city} Auto Group`,
    `${surname} Motors`,
    `${surname} Auto Group`,
    `${surname} Motors of ${city}`,
    `${place} Motors`,
    `${city} ${place} Auto`,
    `${surname} Automotive`,
  ]);
}

function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ---- hours and services ----

function openingHours(hasService: boolean): OpeningHours[] {
  const hours: OpeningHours[] = [];
  const weekdayOpen = random.pick(['08:30', '09:00', '09:00', '09:30']);
  const weekdayClose = random.pick(['19:00', '20:00', '20:00', '21:00']);
  for (let day = 1; day <= 5; day++) hours.push({ day: day as OpeningHours['day'], department: 'sales', opens: weekdayOpen, closes: weekdayClose });
  hours.push({ day: 6, department: 'sales', opens: '09:00', closes: random.pick(['17:00', '18:00', '19:00']) });
  // Many states keep dealers closed on Sunday; about a third of ours open for the afternoon.
  if (random.chance(0.35)) hours.push({ day: 0, department: 'sales', opens: random.pick(['11:00', '12:00']), closes: '17:00' });
  if (hasService) {
    const opens = random.pick(['07:00', '07:30', '08:00']);
    const closes = random.pick(['17:30', '18:00', '19:00']);
    for (let day = 1; day <= 5; day++) hours.push({ day: day as OpeningHours['day'], department: 'service', opens, closes });
    if (random.chance(0.55)) hours.push({ day: 6, department: 'service', opens: '08:00', closes: random.pick(['13:00', '14:00', '16:00']) });
  }
  return hours.sort((a, b) => a.department.localeCompare(b.department) || ((a.day + 6) % 7) - ((b.day + 6) % 7));
}

function servicesOf(): RetailerService[] {
  const has = new Set<RetailerService>(['sales']);
  if (random.chance(0.92)) has.add('service');
  if (has.has('service') ? random.chance(0.95) : random.chance(0.2)) has.add('parts');
  if (random.chance(0.25)) has.add('certifiedCollision');
  if (random.chance(0.4)) has.add('evCharging');
  if (random.chance(0.75)) has.add('certifiedPreOwned');
  if (random.chance(0.2)) has.add('fleet');
  if (random.chance(0.12)) has.add('rentals');
  return RETAILER_SERVICES.filter((service) => has.has(service));
}

function awardsOf(): Retailer['awards'] {
  const count = random.pick([0, 0, 0, 1, 1, 2, 3]);
  const names = random.shuffle(AWARDS).slice(0, count);
  return names.map((name) => ({ year: random.int(2020, 2025), name })).sort((a, b) => b.year - a.year || a.name.localeCompare(b.name));
}

// ---- stories ----

const PARTNERS = ['food bank', 'animal shelter', "children's hospital", 'public library', 'volunteer fire department', 'elementary school', 'veterans center', 'community garden'];
const TITLES = [
  (partner: string) => `Filling the shelves at the ${partner}`,
  (partner: string) => `A season of giving with our ${partner}`,
  (partner: string) => `Our team's day at the ${partner}`,
  (partner: string) => `Thank you from the ${partner}`,
  (partner: string) => `Driving change for the ${partner}`,
];

function storyBody(city: string, partner: string, author: string): string {
  const opening = random.pick([
    `Every year our staff picks one cause close to home, and this year it was the ${city} ${partner}.`,
    `When the ${city} ${partner} told us what they needed, the whole store answered.`,
    `We have been neighbors of the ${city} ${partner} for a long time, and this spring we finally rolled up our sleeves together.`,
  ]);
  const middle = random.pick([
    `Customers who came in for a test drive or an oil change added donations of their own, and by the end of the month we had filled ${random.int(3, 14)} vans.`,
    `${random.int(12, 40)} of us spent a Saturday on site, and we matched every dollar our customers gave.`,
    `We loaned two vehicles for deliveries for ${random.int(3, 10)} weeks, and our service team kept the partner's own vans on the road at no charge.`,
  ]);
  const closing = random.pick([
    `${author} puts it simply: "It is the part of the job I tell my family about."`,
    `We will be back next year, and we hope you will join us.`,
    `Thank you to everyone in ${city} who helped.`,
  ]);
  return `${opening} ${middle} ${closing}`;
}

function storiesOf(dealerId: string, city: string): RetailerStory[] {
  const count = random.int(1, 3);
  const partners = random.shuffle(PARTNERS).slice(0, count);
  return partners
    .map((partner, index) => {
      const author = `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES).slice(0, 1)}.`;
      const month = String(random.int(1, 12)).padStart(2, '0');
      const day = String(random.int(1, 28)).padStart(2, '0');
      return {
        id: `${dealerId}-${index + 1}`,
        dealerId,
        title: random.pick(TITLES)(partner),
        body: storyBody(city, partner, author),
        author,
        date: `${random.int(2021, 2025)}-${month}-${day}`,
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((story, index) => ({ ...story, id: `${dealerId}-${index + 1}` }));
}

// ---- placing retailers ----

function quotas(byState: Map<string, ZipPlace[]>, total: number): Map<string, number> {
  const all = [...byState.values()].reduce((sum, places) => sum + places.length, 0);
  return new Map([...byState].map(([state, places]) => [state, Math.max(MINIMUM_PER_STATE, Math.round((total * places.length) / all))]));
}

function placeRetailers(): ZipPlace[] {
  const index = zipIndex();
  const byState = new Map<string, ZipPlace[]>(STATES.map((state) => [state, []]));
  for (const place of index.all()) byState.get(place.state)?.push(place);
  const quota = quotas(byState, TARGET_TOTAL);

  const chosen: ZipPlace[] = [];
  const towns = new Set<string>();
  const townOf = (place: ZipPlace) => `${place.city.toLowerCase()}|${place.state}`;
  const take = (place: ZipPlace) => {
    chosen.push(place);
    towns.add(townOf(place));
  };
  for (const zip of ANCHORS) {
    const place = index.lookup(zip);
    if (!place) throw new Error(`anchor ZIP ${zip} is not in the ZIP data`);
    take(place);
  }

  for (const state of STATES) {
    const candidates = random.shuffle(byState.get(state) ?? []);
    const wanted = quota.get(state) ?? MINIMUM_PER_STATE;
    let placed = chosen.filter((place) => place.state === state).length;
    for (const spacing of SPACINGS_MILES) {
      // Below the widest spacings a town may get a second retailer (Washington, DC is one "city").
      const sameTownAllowed = spacing <= SPACINGS_MILES[SPACINGS_MILES.length - 2]!;
      for (const place of candidates) {
        if (placed >= wanted) break;
        if (!sameTownAllowed && towns.has(townOf(place))) continue;
        if (chosen.some((other) => other.zipCode === place.zipCode || distanceMiles(other, place) < spacing)) continue;
        take(place);
        placed++;
      }
      if (placed >= wanted) break;
    }
    if (placed < MINIMUM_PER_STATE) throw new Error(`${state}: placed ${placed} retailers`);
  }
  return chosen;
}

function main() {
  const places = placeRetailers();
  const anchorZips = new Set(ANCHORS);
  const ids = new Set<string>();
  const names = new Set<string>();
  const retailers: Retailer[] = [];
  const stories: RetailerStory[] = [];

  for (const place of places) {
    let id: string;
    do id = String(random.int(10_000, 99_999));
    while (ids.has(id));
    ids.add(id);

    let name = retailerName(place.city);
    for (let attempt = 0; names.has(name) && attempt < 8; attempt++) name = retailerName(place.city);
    if (names.has(name)) name = `${name} ${place.state}`;
    names.add(name);

    const services = servicesOf();
    const jitter = () => Math.round((random.next() - 0.5) * 0.03 * 1e5) / 1e5;
    const slug = slugOf(name);
    retailers.push({
      id,
      name,
      slug,
      address: { line1: streetLine(), city: place.city, state: place.state, zipcode: place.zipCode },
      phone: `${random.int(2, 9)}${random.int(0, 8)}${random.int(0, 9)}-555-01${String(random.int(0, 99)).padStart(2, '0')}`,
      website: `https://example-${slug}.test`,
      latitude: Math.round((place.latitude + jitter()) * 1e5) / 1e5,
      longitude: Math.round((place.longitude + jitter()) * 1e5) / 1e5,
      timeZone: timeZoneOf(place),
      hours: openingHours(services.includes('service')),
      services,
      status: anchorZips.has(place.zipCode) || random.chance(0.97) ? 'Active' : 'Inactive',
      awards: awardsOf(),
      optIns: { sms: random.chance(0.6), email: random.chance(0.85), chat: random.chance(0.45) },
    });
    if (random.chance(0.2)) stories.push(...storiesOf(id, place.city));
  }

  retailers.sort((a, b) => a.id.localeCompare(b.id));
  stories.sort((a, b) => a.dealerId.localeCompare(b.dealerId) || a.id.localeCompare(b.id));
  // One record per line: readable diffs without a megabyte of indentation.
  const lines = (items: readonly object[]) => `[\n${items.map((item) => `  ${JSON.stringify(item)}`).join(',\n')}\n]\n`;
  writeFileSync(`${OUT_DIR}retailers.json`, lines(retailers));
  writeFileSync(`${OUT_DIR}retailer-stories.json`, lines(stories));

  const inactive = retailers.filter((retailer) => retailer.status === 'Inactive').length;
  console.log(`catalog/retailers.json: ${retailers.length} retailers (${inactive} inactive) in ${new Set(retailers.map((r) => r.address.state)).size} states`);
  console.log(`catalog/retailer-stories.json: ${stories.length} stories for ${new Set(stories.map((s) => s.dealerId)).size} retailers`);
}

main();
