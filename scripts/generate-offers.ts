/**
 * Writes the demo brand's special offers: catalog/offers.json.
 *
 *   node --import tsx scripts/generate-offers.ts
 *
 * The offers are a table (below) of programs on fixed calendar windows, so running the script again writes the same
 * bytes; the file is committed and the server loads it at start. Some windows are over (the tests prove those offers
 * are never shown) and some have not begun. Each offer gets its own numbered fine print, written here in English,
 * Spanish and Chinese from its terms; regional offers also carry the shared residency disclaimer.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCatalog } from '#db/seed.ts';
import type { Catalog } from '#domain/catalog/catalog.ts';
import { formatDay, formatDollars, formatDollarsAndCents, formatNumber } from '#domain/i18n/format.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { offerCatalogProblems } from '#domain/offers/catalog-check.ts';
import { parseOffersFile, type Offer, type OfferDisclaimer, type OffersFile } from '#domain/offers/schema.ts';
import { formatRate, paymentPerThousand } from '#domain/offers/terms.ts';

const OUT_FILE = fileURLToPath(new URL('../catalog/offers.json', import.meta.url));

/** The programs' calendar windows (first and last day, both included). */
const WINDOWS = {
  laborDay: { start: '2026-08-28', end: '2026-09-08', tag: 'labor26' },
  fall: { start: '2026-09-01', end: '2026-10-31', tag: 'fall26' },
  october: { start: '2026-10-01', end: '2026-11-02', tag: 'oct26' },
  holiday: { start: '2026-11-03', end: '2027-01-04', tag: 'holiday26' },
  yearEnd: { start: '2026-11-20', end: '2026-12-31', tag: 'yearend26' },
  winter: { start: '2027-01-05', end: '2027-03-01', tag: 'winter27' },
  spring: { start: '2027-03-02', end: '2027-05-03', tag: 'spring27' },
} as const;
type WindowKey = keyof typeof WINDOWS;

const MILES_PER_YEAR = 10_000;
/** The disclaimer every regional offer carries besides its own. */
const RESIDENCY_DISCLAIMER = 100;
const FIRST_OFFER_DISCLAIMER = 101;

type Terms = { type: 'apr'; apr: number; months: number } | { type: 'lease'; monthlyPayment: number; months: number; dueAtSigning: number } | { type: 'cash'; amount: number };

interface Program {
  model: string;
  year: number;
  terms: Terms;
  trims?: string[];
  regions?: string[];
  window: WindowKey;
}

const apr = (value: number, months: number): Terms => ({ type: 'apr', apr: value, months });
const lease = (monthlyPayment: number, dueAtSigning: number, months = 36): Terms => ({ type: 'lease', monthlyPayment, months, dueAtSigning });
const cash = (amount: number): Terms => ({ type: 'cash', amount });

const PROGRAMS: Program[] = [
  // ---- national, running through the holidays and the 2026 model-year clearance ----
  { model: 'KSTL', year: 2027, terms: apr(1.9, 60), window: 'holiday' },
  { model: 'KSTL', year: 2027, terms: lease(329, 2999), trims: ['PREM'], window: 'holiday' },
  { model: 'KSTL', year: 2027, terms: apr(0.9, 36), trims: ['HYB'], window: 'holiday' },
  { model: 'KSTL', year: 2026, terms: cash(1500), window: 'yearEnd' },
  { model: 'SOLA', year: 2027, terms: apr(2.9, 60), window: 'holiday' },
  { model: 'SOLA', year: 2027, terms: lease(249, 2499), trims: ['PREM'], window: 'holiday' },
  { model: 'SOLA', year: 2026, terms: cash(2000), window: 'yearEnd' },
  { model: 'BRCK', year: 2027, terms: lease(299, 2999), trims: ['PREM'], window: 'holiday' },
  { model: 'BRCK', year: 2027, terms: apr(1.9, 48), window: 'holiday' },
  { model: 'ARVO', year: 2027, terms: apr(2.9, 60), window: 'holiday' },
  { model: 'ARVO', year: 2026, terms: cash(2500), window: 'yearEnd' },
  { model: 'MORW', year: 2027, terms: lease(449, 3999), trims: ['PREM'], window: 'holiday' },
  { model: 'MORW', year: 2027, terms: apr(3.9, 60), window: 'holiday' },
  { model: 'TARN', year: 2027, terms: apr(2.9, 60), window: 'holiday' },
  { model: 'TARN', year: 2026, terms: cash(3000), window: 'yearEnd' },
  { model: 'LUMN', year: 2027, terms: lease(379, 3499), trims: ['BASE'], window: 'holiday' },
  { model: 'LUMN', year: 2027, terms: apr(0, 60), window: 'holiday' },
  { model: 'VNTA', year: 2026, terms: apr(3.9, 60), window: 'holiday' },
  { model: 'VNTA', year: 2026, terms: cash(1000), trims: ['SPRT', 'TRK'], window: 'yearEnd' },
  // ---- regional, same windows; some take the place of the national offer they improve on ----
  { model: 'KSTL', year: 2027, terms: apr(0.9, 60), regions: ['010'], window: 'holiday' },
  { model: 'BRCK', year: 2027, terms: cash(1000), regions: ['010', '060', '090'], window: 'holiday' },
  { model: 'BRCK', year: 2027, terms: apr(0.9, 36), regions: ['090', '100'], window: 'holiday' },
  { model: 'LUMN', year: 2027, terms: lease(329, 2999), trims: ['BASE'], regions: ['070', '080'], window: 'holiday' },
  { model: 'MORW', year: 2027, terms: cash(1500), regions: ['060'], window: 'holiday' },
  { model: 'TARN', year: 2027, terms: lease(399, 3499), trims: ['PREM'], regions: ['060', '070'], window: 'holiday' },
  { model: 'TARN', year: 2027, terms: apr(1.9, 60), regions: ['020'], window: 'holiday' },
  { model: 'SOLA', year: 2027, terms: cash(1000), regions: ['030', '050'], window: 'holiday' },
  { model: 'KSTL', year: 2026, terms: cash(2500), regions: ['040'], window: 'yearEnd' },
  // ---- over: never shown ----
  { model: 'KSTL', year: 2026, terms: apr(0, 60), window: 'laborDay' },
  { model: 'SOLA', year: 2026, terms: lease(199, 1999), trims: ['BASE'], window: 'fall' },
  { model: 'MORW', year: 2026, terms: cash(4000), regions: ['060'], window: 'fall' },
  { model: 'BRCK', year: 2026, terms: apr(0.9, 60), regions: ['010'], window: 'october' },
  { model: 'TARN', year: 2026, terms: lease(429, 3999), trims: ['PREM'], window: 'october' },
  { model: 'LUMN', year: 2027, terms: cash(3000), window: 'october' },
  // ---- not begun: shown from their first day ----
  { model: 'KSTL', year: 2027, terms: lease(299, 2999), trims: ['PREM'], window: 'winter' },
  { model: 'KSTL', year: 2027, terms: apr(0.9, 48), window: 'winter' },
  { model: 'LUMN', year: 2027, terms: cash(5000), window: 'winter' },
  { model: 'SOLA', year: 2027, terms: apr(0.9, 60), regions: ['080'], window: 'winter' },
  { model: 'MORW', year: 2027, terms: lease(429, 3499), trims: ['PREM'], window: 'winter' },
  { model: 'ARVO', year: 2027, terms: lease(359, 3499), trims: ['PREM'], window: 'winter' },
  { model: 'BRCK', year: 2027, terms: apr(2.9, 60), window: 'spring' },
  { model: 'TARN', year: 2027, terms: cash(2000), window: 'spring' },
];

// ---- the fine print, in three languages ----

type Text = Record<Language, string>;

const REGION_NAMES: Record<string, Text> = {
  '010': { en: 'Northeast', es: 'Noreste', zh: '东北部' },
  '020': { en: 'Mid-Atlantic', es: 'Atlántico Medio', zh: '中大西洋' },
  '030': { en: 'Southeast', es: 'Sureste', zh: '东南部' },
  '040': { en: 'Great Lakes', es: 'Grandes Lagos', zh: '五大湖' },
  '050': { en: 'South Central', es: 'Centro Sur', zh: '中南部' },
  '060': { en: 'Central', es: 'Central', zh: '中部' },
  '070': { en: 'Mountain', es: 'Montaña', zh: '山区' },
  '080': { en: 'Pacific', es: 'Pacífico', zh: '太平洋' },
  '090': { en: 'Alaska', es: 'Alaska', zh: '阿拉斯加' },
  '100': { en: 'Hawaii', es: 'Hawái', zh: '夏威夷' },
};

const TYPE_NAMES: Record<Terms['type'], Text> = {
  apr: { en: 'financing offer', es: 'Oferta de financiamiento', zh: '融资优惠' },
  lease: { en: 'lease offer', es: 'Oferta de arrendamiento', zh: '租赁优惠' },
  cash: { en: 'customer cash offer', es: 'Oferta de bono en efectivo', zh: '客户现金优惠' },
};

function list(items: string[], lang: Language, word: Text): string {
  if (items.length <= 1) return items.join('');
  if (lang === 'zh') return `${items.slice(0, -1).join('、')}${word.zh}${items.at(-1)}`;
  return `${items.slice(0, -1).join(', ')} ${word[lang]} ${items.at(-1)}`;
}
const AND: Text = { en: 'and', es: 'y', zh: '和' };
const OR: Text = { en: 'or', es: 'o', zh: '或' };

/** "2027 Kestrel Hybrid" · "Kestrel Hybrid 2027" · "2027 款 Kestrel Hybrid". */
function vehicle(catalog: Catalog, program: Program, lang: Language): string {
  const model = catalog.models.find((item) => item.code === program.model);
  const year = model?.years.find((item) => item.year === program.year);
  if (!model || !year) throw new Error(`No ${program.year} ${program.model} in the catalog`);
  const trims = (program.trims ?? []).map((code) => year.trims.find((trim) => trim.code === code)?.name ?? code);
  const name = trims.length ? `${model.name} ${list(trims, lang, OR)}` : model.name;
  return lang === 'es' ? `${name} ${program.year}` : lang === 'zh' ? `${program.year} 款 ${name}` : `${program.year} ${name}`;
}

function where(program: Program, lang: Language): string {
  if (!program.regions) {
    return { en: 'Available from participating {brand} retailers nationwide.', es: 'Disponible en los concesionarios {brand} participantes de todo el país.', zh: '全国参与活动的 {brand} 经销商均有提供。' }[lang];
  }
  const names = program.regions.map((code) => REGION_NAMES[code]?.[lang] ?? code);
  const many = names.length > 1;
  if (lang === 'zh') return `仅限${list(names, lang, AND)}地区参与活动的 {brand} 经销商提供。`;
  if (lang === 'es') return `Disponible solo en los concesionarios {brand} participantes de ${many ? 'las regiones' : 'la región'} ${list(names, lang, AND)}.`;
  return `Available only from participating {brand} retailers in the ${list(names, lang, AND)} region${many ? 's' : ''}.`;
}

function finePrint(catalog: Catalog, program: Program, lang: Language): string {
  const car = vehicle(catalog, program, lang);
  const { start, end } = WINDOWS[program.window];
  const valid = { en: `Offer valid ${formatDay(start, 'en')} through ${formatDay(end, 'en')}.`, es: `Oferta válida del ${formatDay(start, 'es')} al ${formatDay(end, 'es')}.`, zh: `优惠有效期为 ${formatDay(start, 'zh')} 至 ${formatDay(end, 'zh')}。` }[lang];
  const terms = program.terms;
  let body: string;
  if (terms.type === 'apr') {
    const rate = formatRate(terms.apr);
    const payment = formatDollarsAndCents(paymentPerThousand(terms.apr, terms.months));
    body = {
      en: `${rate}% APR financing for ${terms.months} months on a new ${car} through {brand} Financial Services for well-qualified buyers with approved credit: ${payment} per month per $1,000 financed. Not all buyers will qualify.`,
      es: `Financiamiento con ${rate}% APR durante ${terms.months} meses en un ${car} nuevo a través de {brand} Financial Services para compradores altamente calificados con crédito aprobado: ${payment} al mes por cada $1,000 financiados. No todos los compradores califican.`,
      zh: `通过 {brand} Financial Services 购买全新 ${car}，信用优良并获贷款批准的买家可享 ${terms.months} 个月 ${rate}% 年利率（APR）融资：每融资 $1,000 每月还款 ${payment}。并非所有买家均符合条件。`,
    }[lang];
  } else if (terms.type === 'lease') {
    const monthly = formatDollars(terms.monthlyPayment);
    const due = formatDollars(terms.dueAtSigning);
    const miles = formatNumber(MILES_PER_YEAR, lang);
    body = {
      en: `Closed-end lease of a new ${car} through {brand} Financial Services for well-qualified lessees: ${terms.months} monthly payments of ${monthly}, ${due} due at signing (includes the first month's payment, acquisition fee and down payment; excludes tax, title, license and registration). ${miles} miles a year; 20¢ a mile over. Lessee pays for excess wear. Option to purchase at lease end.`,
      es: `Arrendamiento cerrado de un ${car} nuevo a través de {brand} Financial Services para arrendatarios altamente calificados: ${terms.months} pagos mensuales de ${monthly}, ${due} a la firma (incluye el primer pago mensual, la tarifa de adquisición y el pago inicial; no incluye impuestos, título, licencia ni registro). ${miles} millas al año; 20¢ por milla adicional. El arrendatario paga el desgaste excesivo. Opción de compra al final del arrendamiento.`,
      zh: `信用优良的承租人可通过 {brand} Financial Services 以封闭式租赁方式租用全新 ${car}：共 ${terms.months} 期，每月 ${monthly}，签约时支付 ${due}（含首月租金、购置费和首付款；不含税费、产权、牌照和注册费）。每年限行 ${miles} 英里，超出部分每英里收取 20 美分。承租人须承担超额磨损费用。租期结束时可选择购买。`,
    }[lang];
  } else {
    const amount = formatDollars(terms.amount);
    body = {
      en: `${amount} customer cash toward the purchase of a new ${car} from retailer stock, deducted from the negotiated price after taxes. Cannot be combined with special APR or lease offers.`,
      es: `${amount} de bono en efectivo para la compra de un ${car} nuevo del inventario del concesionario, que se descuenta del precio negociado después de impuestos. No se puede combinar con ofertas especiales de APR ni de arrendamiento.`,
      zh: `从经销商库存购买全新 ${car} 可享 ${amount} 客户现金优惠，在税后从议定价格中扣除。不可与特别 APR 或租赁优惠同时使用。`,
    }[lang];
  }
  // Chinese sentences follow each other with no space.
  return `${body} ${where(program, lang)} ${valid}`.replace(/。 /g, '。');
}

function label(catalog: Catalog, program: Program, lang: Language): string {
  const car = vehicle(catalog, program, lang);
  const kind = TYPE_NAMES[program.terms.type][lang];
  return lang === 'en' ? `${car} ${kind}` : lang === 'es' ? `${kind} del ${car}` : `${car} ${kind}`;
}

const RESIDENCY: OfferDisclaimer = {
  id: RESIDENCY_DISCLAIMER,
  label: { en: 'Regional offers', es: 'Ofertas regionales', zh: '地区优惠' },
  content: {
    en: 'Regional offers are available only to residents of the offer’s region buying from a participating {brand} retailer in that region; proof of residency is required. They take the place of the national offer of the same kind on the same vehicle.',
    es: 'Las ofertas regionales están disponibles solo para residentes de la región de la oferta que compren en un concesionario {brand} participante de esa región; se requiere comprobante de residencia. Sustituyen a la oferta nacional del mismo tipo para el mismo vehículo.',
    zh: '地区优惠仅适用于在该地区参与活动的 {brand} 经销商处购车的该地区居民，须提供居住证明。地区优惠将取代同一车辆的同类全国优惠。',
  },
};

export function buildOffers(catalog: Catalog): OffersFile {
  const disclaimers: OfferDisclaimer[] = [RESIDENCY];
  const offers: Offer[] = PROGRAMS.map((program, index) => {
    const window = WINDOWS[program.window];
    const id = [program.model, program.year, program.terms.type, ...(program.trims ?? []), ...(program.regions ?? ['national']), window.tag].join('-').toLowerCase();
    const disclaimerId = FIRST_OFFER_DISCLAIMER + index;
    disclaimers.push({
      id: disclaimerId,
      label: { en: label(catalog, program, 'en'), es: label(catalog, program, 'es'), zh: label(catalog, program, 'zh') },
      content: { en: finePrint(catalog, program, 'en'), es: finePrint(catalog, program, 'es'), zh: finePrint(catalog, program, 'zh') },
    });
    const base = {
      id,
      model: program.model,
      year: program.year,
      trims: program.trims ?? [],
      regions: program.regions ?? ('national' as const),
      startDate: window.start,
      endDate: window.end,
      disclaimers: program.regions ? [disclaimerId, RESIDENCY_DISCLAIMER] : [disclaimerId],
    };
    const terms = program.terms;
    if (terms.type === 'lease') return { ...base, ...terms, milesPerYear: MILES_PER_YEAR };
    return { ...base, ...terms };
  });
  return { disclaimers, offers };
}

async function main() {
  const { catalog: data, version } = await readCatalog();
  const catalog: Catalog = { ...data, version };
  const file = parseOffersFile(buildOffers(catalog));
  const problems = offerCatalogProblems(file, catalog);
  if (problems.length) throw new Error(`The offers do not match the catalog:\n${problems.join('\n')}`);
  writeFileSync(OUT_FILE, `${JSON.stringify(file, null, 2)}\n`);
  const count = (keep: (offer: Offer) => boolean) => file.offers.filter(keep).length;
  console.log(`Wrote ${file.offers.length} offers (${count((offer) => offer.regions === 'national')} national, ${count((offer) => offer.regions !== 'national')} regional) and ${file.disclaimers.length} disclaimers to catalog/offers.json`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
