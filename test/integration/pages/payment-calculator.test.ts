import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BRAND_NAME: 'Halden' });
});
afterAll(async () => t.close());

const PAGE = '/shopping-tools/payment-calculator.html';
const LIVE = { host: 'www.example.test' };

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url, headers: { ...LIVE, ...headers } });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

/** The island's own markup (what the visitor sees before and without script). */
function island(html: string): string {
  const match = /<x-payment-calculator\b[^>]*>([\s\S]*?)<\/x-payment-calculator>/.exec(html);
  if (!match) throw new Error('no x-payment-calculator on the page');
  return match[1] ?? '';
}

/** The `<option>` of a select that is chosen, as React renders it on the server. */
function selected(html: string, name: string): string | null {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? '';
  return /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(select)?.[1] ?? null;
}

/** Every `<name …>` tag of the markup as its attributes, so assertions do not depend on attribute order. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries([...(match[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((attribute) => [(attribute[1] ?? '').toLowerCase(), attribute[2] ?? ''])),
  );
}

const cookie = (value: object) => `geo-data=${encodeURIComponent(JSON.stringify({ version: '0001', savedAt: Date.now(), ...value }))}`;

describe('the payment calculator without script', () => {
  it('renders the bare page: the island, a GET form back to the page, the example terms and no estimate yet', async () => {
    const html = await get(PAGE);
    expect(html).toContain('<h1 class="section-hero__title">Payment calculator</h1>');
    expect(html).not.toContain('name="robots"');
    const body = island(html);
    expect(tags(body, 'form')).toEqual([expect.objectContaining({ method: 'get', action: '/shopping-tools/payment-calculator.html' })]);
    expect(body).toContain('Enter the vehicle price to see your estimate.');
    expect(body).toContain('>Calculate</button>');
    expect(selected(body, 'term')).toBe('60');
    // The tabs are links that keep the values; the current one is marked.
    expect(body).toMatch(/<a class="calc-tabs__tab" href="\/shopping-tools\/payment-calculator\.html\?[^"]*mode=lease[^"]*">Lease<\/a>/);
    expect(body).toMatch(/aria-current="page">Finance<\/a>/);
    // No error is shown for a field the visitor has not filled in.
    expect(body).not.toContain('field__error');
    // The island hydrates as soon as the page loads.
    expect(tags(html, 'x-payment-calculator')).toEqual([expect.objectContaining({ 'data-island': '', 'data-load': 'eager' })]);
  });

  it('a submitted form ($30,000 at 5% over 60 months) shows $566.14 a month with its breakdown', async () => {
    const html = await get(`${PAGE}?mode=finance&price=30000&down=&tradeIn=&apr=5&term=60&state=`);
    const body = island(html);
    expect(body).toContain('$566.14');
    expect(body).toMatch(/aria-live="polite"[^>]*>[\s\S]*\$566\.14[\s\S]*for 60 months at 5% APR/);
    expect(body).toContain('Amount financed');
    expect(body).toContain('$30,000.00');
    expect(body).toContain('$3,968.22');
    expect(body).toContain('Last payment $565.96');
    expect(body).toContain('This is an estimate for illustration only');
    expect(body).toContain('value="30000"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('shows the estimate in Spanish and Chinese too, in US dollars', async () => {
    const es = island(await get(`/es${PAGE}?price=30000&apr=5&term=60`));
    expect(es).toContain('$566.14');
    expect(es).toContain('durante 60 meses con una APR del 5%');
    const zh = island(await get(`/zh${PAGE}?price=30000&apr=5&term=60`));
    expect(zh).toContain('$566.14');
    expect(zh).toContain('共 60 个月，年利率 5%');
  });

  it('adds sales tax by state: Kansas 6.5% on price − trade-in', async () => {
    const body = island(await get(`${PAGE}?price=30000&down=3000&tradeIn=5000&apr=5&term=60&state=KS`));
    expect(body).toContain('$1,625.00');
    expect(body).toContain('6.5% in Kansas');
    expect(body).toContain('$23,625.00');
    expect(body).toContain('$445.83');
  });

  it('a lease: the hand-worked example is $553.20 a month with $3,248.20 due at signing', async () => {
    const body = island(await get(`${PAGE}?mode=lease&price=40000&down=2000&leaseTerm=36&residual=55&moneyFactor=0.00125&fees=695&state=KS`));
    expect(body).toContain('$553.20');
    expect(body).toContain('$3,248.20');
    expect(body).toContain('$22,000.00');
    expect(body).toContain('$75.00');
    expect(selected(body, 'leaseTerm')).toBe('36');
    expect(body).toMatch(/aria-current="page">Lease<\/a>/);
  });

  it('an invalid value shows its message on the field, and no estimate', async () => {
    const body = island(await get(`${PAGE}?price=600000&apr=5&term=60`));
    expect(body).toContain('The price can be at most $500,000.');
    expect(tags(body, 'input').find((input) => input.name === 'price')).toMatchObject({ 'aria-invalid': 'true', value: '600000' });
    expect(body).toContain('Correct the highlighted fields to see your estimate.');
    expect(body).not.toContain('calc-results__amount');
    const down = island(await get(`${PAGE}?price=30000&down=30000`));
    expect(down).toContain('The down payment must be less than the price.');
    const apr = island(await get(`${PAGE}?price=30000&apr=31`));
    expect(apr).toContain('The APR must be between 0% and 30%.');
    const lease = island(await get(`${PAGE}?mode=lease&price=30000&moneyFactor=2.5`));
    expect(lease).toContain('The money factor must be between 0 and 0.01.');
  });

  it('translates the errors', async () => {
    expect(island(await get(`/es${PAGE}?price=abc`))).toContain('Indique el precio en dólares, por ejemplo 31,995.');
    expect(island(await get(`/zh${PAGE}?price=0`))).toContain('价格必须大于 $0。');
  });

  it('takes the state from a ZIP code in the link, else from the visitor’s saved ZIP (geo-data cookie)', async () => {
    const fromZip = island(await get(`${PAGE}?price=30000&zip=10001`));
    expect(selected(fromZip, 'state')).toBe('NY');
    expect(fromZip).toContain('From ZIP code 10001.');
    expect(fromZip).toContain('name="zip" value="10001"');
    const fromCookie = island(await get(`${PAGE}?price=30000`, { cookie: cookie({ zipCode: '75201', userZipCode: '75201', state: 'TX', region: '040' }) }));
    expect(selected(fromCookie, 'state')).toBe('TX');
    // A state the visitor chose (even "no sales tax") wins over both.
    const chosen = island(await get(`${PAGE}?price=30000&state=&zip=10001`));
    expect(selected(chosen, 'state')).toBe('');
    expect(chosen).toContain('No sales tax included');
  });

  it('is prefilled by a link from Build & Price or inventory: the vehicle and its price', async () => {
    const html = await get(`${PAGE}?year=2026&model=ARVO&trim=LTD`);
    expect(html).toContain('Estimating for</span> <strong>2026 Arvo Limited</strong>');
    const body = island(html);
    expect(body).toContain('value="36995"');
    expect(body).toContain('name="model" value="ARVO"');
    const priced = island(await get(`${PAGE}?price=31995&year=2026&model=ARVO&trim=LTD`));
    expect(priced).toContain('value="31995"');
    // An unknown vehicle is ignored.
    expect(await get(`${PAGE}?year=2026&model=NOPE`)).not.toContain('Estimating for');
  });
});
