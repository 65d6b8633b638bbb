import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '#domain/i18n/translate.ts';
import type { Catalog } from './catalog.ts';
import { ConnectedServicesFile, connectedServicesFor, powertrainOf, type TermsWords } from './connected-services.ts';

const file = ConnectedServicesFile.parse(JSON.parse(readFileSync('catalog/connected-services.json', 'utf8')));
const specs = (rangeMiles: number | null) => ({ rangeMiles }) as never;
const trim = (code: string, rangeMiles: number | null, hybrid = false) => ({ code, hybrid, specs: specs(rangeMiles) });
const catalog = {
  models: [
    { code: 'GASX', years: [{ year: 2026, trims: [trim('BASE', null)] }, { year: 2027, trims: [trim('BASE', null)] }] },
    { code: 'HYBX', years: [{ year: 2027, trims: [trim('BASE', null), trim('HYB', null, true)] }] },
    { code: 'EVXX', years: [{ year: 2027, trims: [trim('STD', 300), trim('LR', 340)] }, { year: 2031, trims: [trim('STD', 300)] }] },
  ],
} as unknown as Catalog;
/** English words, as the dictionary has them. */
const words: TermsWords = (key, values) =>
  ({
    'connected.terms.included': `Included for ${values.duration}`,
    'connected.terms.thenMonthly': `${values.duration} included, then ${values.price}/month`,
    'connected.terms.years': values.count === 1 ? '1 year' : `${values.count} years`,
    'connected.terms.months': values.count === 1 ? '1 month' : `${values.count} months`,
  })[key];

describe('connected services by year', () => {
  it('tells a model year’s powertrain from its trims', () => {
    expect(catalog.models.map((model) => powertrainOf(model.years[0]!))).toEqual(['gas', 'hybrid', 'electric']);
  });

  it('gives a gas model remote start and no charging, with each plan’s terms for that year', () => {
    const y2026 = connectedServicesFor(file, catalog, 'GASX', 2026, 'en', words)!;
    const y2027 = connectedServicesFor(file, catalog, 'GASX', 2027, 'en', words)!;
    expect(y2026.plans.map((plan) => [plan.code, plan.terms])).toEqual([
      ['SAFETY', 'Included for 10 years'],
      ['REMOTE', '3 years included, then $8.00/month'],
      ['DRIVE', '3 months included, then $20.00/month'],
    ]);
    expect(y2027.plans.map((plan) => plan.terms)).toEqual(['Included for 10 years', '5 years included, then $8.00/month', '6 months included, then $15.00/month']);
    const remote = y2027.plans.find((plan) => plan.code === 'REMOTE')!.features.map((feature) => feature.code);
    expect(remote).toEqual(['LOCK', 'START', 'FINDER', 'HEALTH']);
    // Plug & Charge is for electric vehicles only: the 2027 Drive plan of a gas model has Wi-Fi and navigation.
    expect(y2027.plans.find((plan) => plan.code === 'DRIVE')!.features.map((feature) => feature.code)).toEqual(['WIFI', 'NAV']);
  });

  it('gives an electric model remote climate, charging and Plug & Charge, in the language asked', () => {
    const ev = connectedServicesFor(file, catalog, 'EVXX', 2027, 'es', words)!;
    expect(ev.powertrain).toBe('electric');
    expect(ev.plans.find((plan) => plan.code === 'REMOTE')!.features.map((feature) => feature.code)).toEqual(['LOCK', 'CLIMATE', 'CHARGE', 'FINDER', 'HEALTH']);
    expect(ev.plans.find((plan) => plan.code === 'DRIVE')!.features.map((feature) => feature.name)).toEqual(['Punto de acceso Wi-Fi', 'Navegación en la nube con tráfico en vivo', 'Plug & Charge en cargadores públicos']);
  });

  it('has nothing for a year without plans or a model or year the catalog lacks', () => {
    expect(connectedServicesFor(file, catalog, 'EVXX', 2031, 'en', words)).toBeNull();
    expect(connectedServicesFor(file, catalog, 'NOPE', 2027, 'en', words)).toBeNull();
    expect(connectedServicesFor(file, catalog, 'HYBX', 2026, 'en', words)).toBeNull();
  });

  it('refuses a file whose plan names a feature it does not describe', () => {
    const broken = structuredClone(JSON.parse(readFileSync('catalog/connected-services.json', 'utf8')) as { years: { plans: { features: string[] }[] }[] });
    broken.years[0]!.plans[0]!.features.push('TELEPORT');
    const parsed = ConnectedServicesFile.safeParse(broken);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('unknown feature TELEPORT');
  });
});

describe('connected-services terms in Spanish agree in number whatever the duration', () => {
  const es = JSON.parse(readFileSync('locales/es.json', 'utf8')) as Record<string, string>;
  const t = createTranslator(es);
  const spanish: TermsWords = (key, values) => t(key, values);

  it('says "1 mes" and "1 año" in the singular, "3 meses" in the plural, and never "1 mes incluidos"', () => {
    const then = (duration: string) => t('connected.terms.thenMonthly', { duration, price: '$8.00' });
    const terms = [t('connected.terms.months', { count: 1 }), t('connected.terms.months', { count: 3 }), t('connected.terms.years', { count: 1 }), t('connected.terms.years', { count: 3 })].map(then);
    expect(terms).toEqual(['Incluido durante 1 mes, luego $8.00/mes', 'Incluido durante 3 meses, luego $8.00/mes', 'Incluido durante 1 año, luego $8.00/mes', 'Incluido durante 3 años, luego $8.00/mes']);
    for (const words of terms) expect(words).not.toMatch(/\b1 (mes|año) \S*s\b/);
  });

  it('a model year\'s plans read that way on the page', () => {
    const plans = connectedServicesFor(file, catalog, 'GASX', 2026, 'es', spanish)!.plans.map((plan) => plan.terms);
    expect(plans).toEqual(['Incluido durante 10 años', 'Incluido durante 3 años, luego $8.00/mes', 'Incluido durante 3 meses, luego $20.00/mes']);
  });
});
