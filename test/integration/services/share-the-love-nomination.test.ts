/**
 * Share the Love's nomination names the charity it nominates: one the share-the-love page lists (a national charity,
 * a participating retailer's hometown charity) or another organization, whose name, website, e-mail and logo are
 * then asked as before. The server checks the charity is real and keeps its id and name with the lead; links from the
 * charities' cards open the form with the charity chosen, in every language.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hometownCharity } from '#domain/charities/charities.ts';
import { formEndpoint, SHARE_THE_LOVE_FORM } from '#domain/forms/definitions.ts';
import { leads } from '#db/schema.ts';
import { leadText } from '#server/forms/delivery.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '../../support/app.ts';
import { ACTIVE_RETAILER, GIF, multipartBody, type FilePart, type Values } from '../../support/form-cases.ts';

const uploadDir = mkdtempSync(join(tmpdir(), 'halden-nomination-uploads-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LEADS_UPLOAD_DIR: uploadDir, LEADS_WORKER: 'off' });
});
afterAll(async () => {
  await t?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const URL_ = formEndpoint(SHARE_THE_LOVE_FORM, 'Halden');
const UNKNOWN = 'This charity is not one of the Share the Love charities. Please choose one from the list, or Another organization.';
const UNKNOWN_ES = 'Esta organización no es una de las organizaciones benéficas de Share the Love. Elija una de la lista, u Otra organización.';
/** A retailer of the demo network that no longer takes part (its hometown charity is listed nowhere). */
const INACTIVE_RETAILER = '10511';

let address = 0;
let mailbox = 0;
const freshEmail = () => `nominator+${++mailbox}@example.com`;
/** Who nominates: the second step, valid. */
const nominator = (email: string): Values => ({ firstName: 'Ana', lastName: 'Ruiz', email, zipCode: ACTIVE_RETAILER.zip, terms: 'on', comments: 'They feed our town.' });
const organization: Values = { organizationName: 'Prairie Food Bank', organizationUrl: 'https://www.prairiefood.example.org', organizationEmail: 'hello@prairiefood.example.org' };
const logo: FilePart = { name: 'logo', filename: 'logo.gif', type: 'image/gif', content: GIF };

function send(values: Values, { files, accept }: { files?: FilePart[]; accept?: string } = {}) {
  const headers = { ...SAME_ORIGIN, ...(accept ? { accept } : {}) };
  const remoteAddress = `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  if (files) {
    const boundary = '----nomination';
    return t.app.inject({ method: 'POST', url: URL_, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipartBody(values, files, boundary), remoteAddress });
  }
  return t.app.inject({ method: 'POST', url: URL_, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(values as Record<string, string>).toString(), remoteAddress });
}

const leadsByEmail = (email: string) => t.database.db.select().from(leads).where(sql`${leads.values}->>'email' = ${email}`);
const filesOnDisk = () => readdirSync(uploadDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

describe('POST /services/sharethelove/nomination with a listed charity', () => {
  it('a national charity needs no organization fields, and the lead keeps its id and name (the team’s e-mail names it)', async () => {
    const email = freshEmail();
    const response = await send({ charity: 'second-chance', ...nominator(email) });
    expect(response.statusCode, response.body).toBe(201);
    const [lead] = await leadsByEmail(email);
    expect(lead?.values).toMatchObject({ charity: 'second-chance', charityName: 'Second Chance Animal Rescue' });
    expect(lead?.values).not.toHaveProperty('organizationName');
    const stored = await t.app.repositories.leads.find(lead!.id);
    const text = leadText(stored!, 'Halden');
    expect(text).toContain('charity: second-chance\n');
    expect(text).toContain('charityName: Second Chance Animal Rescue\n');
    expect(await t.app.repositories.leads.outboxOf(lead!.id)).toHaveLength(1);
  });

  it('a participating retailer’s hometown charity is kept with its English name, named for the retailer’s town', async () => {
    const retailer = await t.app.repositories.retailers.byId(ACTIVE_RETAILER.id);
    const name = hometownCharity(t.app.charities, retailer!, 'en').name;
    expect(name).toContain(retailer!.address.city);
    const email = freshEmail();
    const response = await send({ charity: `hometown-${ACTIVE_RETAILER.id}`, ...nominator(email), lang: 'es' });
    expect(response.statusCode, response.body).toBe(201);
    expect((await leadsByEmail(email))[0]?.values).toMatchObject({ charity: `hometown-${ACTIVE_RETAILER.id}`, charityName: name });
  });

  it('organization fields and a logo sent with a listed charity are not kept (nor checked)', async () => {
    const email = freshEmail();
    const before = filesOnDisk();
    const response = await send({ charity: 'wild-places', ...nominator(email), ...organization, organizationEmail: 'not an e-mail' }, { files: [logo] });
    expect(response.statusCode, response.body).toBe(201);
    const [lead] = await leadsByEmail(email);
    expect(Object.keys(lead!.values).sort()).toEqual(['charity', 'charityName', 'comments', 'email', 'firstName', 'lastName', 'terms', 'zipCode']);
    expect(filesOnDisk()).toBe(before);
  });
});

describe('POST /services/sharethelove/nomination with a charity that is not listed', () => {
  it.each([
    ['an id no charity has', 'no-such-charity'],
    ['a retailer that does not exist', 'hometown-99999'],
    ['a retailer that no longer takes part', `hometown-${INACTIVE_RETAILER}`],
    ['a charity’s name instead of its id', 'Second Chance Animal Rescue'],
  ])('%s: 400 with the exact message, and nothing is stored', async (_what, charity) => {
    const email = freshEmail();
    const response = await send({ charity, ...nominator(email) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: 'Invalid field: charity', fields: { charity: { key: 'formError-charity-unknown', message: UNKNOWN } } });
    expect(await leadsByEmail(email)).toEqual([]);
  });

  it('without script, the form comes back in the page’s language with the error, and nothing is stored', async () => {
    const email = freshEmail();
    const response = await send({ charity: 'no-such-charity', ...nominator(email), lang: 'es' }, { accept: 'text/html' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(UNKNOWN_ES);
    expect(await leadsByEmail(email)).toEqual([]);
  });

  it('no charity chosen: 400 asking for one', async () => {
    const email = freshEmail();
    const response = await send({ ...nominator(email), ...organization }, { files: [logo] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { charity: { message: 'Please choose the charity you nominate.' } } });
    expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['charity']);
    expect(await leadsByEmail(email)).toEqual([]);
  });
});

describe('POST /services/sharethelove/nomination for another organization', () => {
  it('still requires the organization’s name, website, e-mail and logo', async () => {
    const email = freshEmail();
    const response = await send({ charity: 'other', ...nominator(email) });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ fields: Record<string, { message: string }> }>().fields;
    expect(Object.fromEntries(Object.entries(fields).map(([name, error]) => [name, error.message]))).toEqual({
      organizationName: 'Please enter the name of your organization.',
      organizationUrl: "Please enter your organization's website.",
      organizationEmail: "Please enter your organization's email address.",
      logo: "Please upload your organization's logo.",
    });
    expect(await leadsByEmail(email)).toEqual([]);
  });

  it('with them, the lead keeps the organization and its logo, and no charity name', async () => {
    const email = freshEmail();
    const response = await send({ charity: 'other', ...organization, ...nominator(email) }, { files: [logo] });
    expect(response.statusCode, response.body).toBe(201);
    const [lead] = await leadsByEmail(email);
    expect(lead?.values).toMatchObject({ charity: 'other', organizationName: 'Prairie Food Bank', logo: 'logo.gif' });
    expect(lead?.values).not.toHaveProperty('charityName');
  });
});

describe('the nomination form page', () => {
  const page = async (url: string, cookie?: string) => (await t.app.inject({ url, headers: cookie ? { cookie } : {} })).body;
  /** The charity radio with this value, as rendered (checked or not); undefined when the form does not list it. */
  const radio = (html: string, value: string) => html.match(new RegExp(`<input[^>]*name="charity"[^>]*value="${value}"[^>]*>`))?.[0];
  const hometownRadios = (html: string) => html.match(/<input[^>]*name="charity"[^>]*value="hometown-\d+"/g) ?? [];

  it('lists the national charities and another organization, none chosen', async () => {
    const html = await page('/share-the-love/nominate.html');
    expect(html).toContain('The charity you nominate');
    for (const charity of t.app.charities.national) expect(radio(html, charity.id), charity.id).not.toContain('checked');
    expect(radio(html, 'other')).toBeDefined();
    expect(hometownRadios(html)).toEqual([]);
  });

  it('?charity= chooses a listed charity; ?zip= lists the hometown charities near it; an unknown one chooses nothing', async () => {
    expect(radio(await page('/share-the-love/nominate.html?charity=mealtime-neighbors'), 'mealtime-neighbors')).toContain('checked');
    const near = await page(`/zh/share-the-love/nominate.html?charity=hometown-${ACTIVE_RETAILER.id}&zip=${ACTIVE_RETAILER.zip}`);
    expect(radio(near, `hometown-${ACTIVE_RETAILER.id}`)).toContain('checked');
    expect(hometownRadios(near)).toHaveLength(3);
    expect(near).toContain('您提名的慈善机构');
    const unknown = await page('/share-the-love/nominate.html?charity=no-such-charity');
    expect(unknown).not.toMatch(/<input[^>]*name="charity"[^>]*checked/);
    expect(unknown).not.toContain('no-such-charity');
    // A hometown charity of another place is listed too, so a card's link always finds its charity.
    expect(radio(await page(`/es/share-the-love/nominate.html?charity=hometown-${ACTIVE_RETAILER.id}`), `hometown-${ACTIVE_RETAILER.id}`)).toContain('checked');
    expect(radio(await page(`/share-the-love/nominate.html?charity=hometown-${INACTIVE_RETAILER}`), `hometown-${INACTIVE_RETAILER}`)).toBeUndefined();
  });

  it.each([
    ['en', '', 'Nominate this charity'],
    ['es', '/es', 'Nominar esta organización'],
    ['zh', '/zh', '提名该慈善机构'],
  ])('each charity card on the share-the-love page links to the form with its charity chosen (%s)', async (_lang, prefix, label) => {
    const html = await page(`${prefix}/share-the-love.html?zip=${ACTIVE_RETAILER.zip}`);
    for (const charity of t.app.charities.national) {
      expect(html).toContain(`<a href="${prefix}/share-the-love/nominate.html?charity=${charity.id}">${label}<span class="visually-hidden">: ${charity.name}</span></a>`);
    }
    expect(html).toContain(`<a href="${prefix}/share-the-love/nominate.html?charity=hometown-${ACTIVE_RETAILER.id}&amp;zip=${ACTIVE_RETAILER.zip}">${label}`);
  });
});
