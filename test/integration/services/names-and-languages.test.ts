/**
 * DECISIONS.md, names: lengths count characters and a CJK family name may be one character (王 is a valid last name),
 * on the server as in the browser; Chinese pages ask for the family name first; and a form's messages are in the
 * language of the page it was sent from, in the JSON the island reads as in the page a no-script visitor gets back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SAME_ORIGIN, type TestApp } from '../../support/app.ts';
import en from '../../../locales/en.json' with { type: 'json' };
import es from '../../../locales/es.json' with { type: 'json' };
import zh from '../../../locales/zh.json' with { type: 'json' };

const mailDir = mkdtempSync(join(tmpdir(), 'halden-names-mail-'));
const uploadDir = mkdtempSync(join(tmpdir(), 'halden-names-uploads-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LEADS_MAIL_DIR: mailDir, LEADS_UPLOAD_DIR: uploadDir, LEADS_WORKER: 'off', LEADS_RATE_LIMIT: 'off' });
});
afterAll(async () => {
  await t?.close();
  rmSync(mailDir, { recursive: true, force: true });
  rmSync(uploadDir, { recursive: true, force: true });
});

const ENDPOINT = '/services/reservation/cancel/coupon';
const PAGE = '/shopping-tools/reservation-cancellation.html';
const valid = { firstName: '小明', lastName: '王', email: 'wang@example.com', reservationCode: 'RSV2026KS01', cancellationTerms: 'on' };
type Fields = Record<string, { key: string; message: string }>;

const postJson = (values: Record<string, string>, lang: string) =>
  t.app.inject({ method: 'POST', url: ENDPOINT, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...SAME_ORIGIN }, payload: new URLSearchParams({ ...values, lang }).toString() });
const postPage = (values: Record<string, string>, lang: string) =>
  t.app.inject({ method: 'POST', url: ENDPOINT, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...SAME_ORIGIN }, payload: new URLSearchParams({ ...values, lang }).toString() });

describe('a one-character CJK family name', () => {
  it.each(['王', '李'])('the server stores a lead whose family name is %s', async (lastName) => {
    const response = await postJson({ ...valid, lastName, email: `${encodeURIComponent(lastName).slice(1, 3)}x@example.com` }, 'zh');
    expect(response.statusCode, response.body).toBe(201);
  });

  it('a one-letter Latin family name is still refused (the spec\'s 2-30), in Chinese on a Chinese page', async () => {
    const response = await postJson({ ...valid, lastName: 'W' }, 'zh');
    expect(response.statusCode).toBe(400);
    const fields = (response.json() as { fields: Fields }).fields;
    expect(fields.lastName?.message).toBe('请至少输入 2 个字符。');
  });
});

describe('messages in the language of the page the form was sent from', () => {
  const invalid = { ...valid, email: 'not-an-email', cancellationTerms: '' };

  it.each([
    ['en', en],
    ['es', es],
    ['zh', zh],
  ] as const)('the JSON answer to a %s form carries its messages in that language', async (lang, dictionary) => {
    const response = await postJson(invalid, lang);
    expect(response.statusCode).toBe(400);
    const fields = (response.json() as { fields: Fields }).fields;
    expect(fields.email?.key).toBe('formError-email-pattern');
    expect(fields.email?.message).toBe(dictionary['formError-email-pattern']);
    expect(fields.cancellationTerms?.message).toBe(dictionary['formError-cancellationTerms-required']);
  });

  it('the English answer keeps the spec\'s words verbatim', async () => {
    const fields = ((await postJson(invalid, 'en')).json() as { fields: Fields }).fields;
    expect(fields.email?.message).toBe('Please enter a valid email address.');
  });

  it('the no-script answer to a Chinese form is the Chinese page, with Chinese messages and the family name kept', async () => {
    const response = await postPage(invalid, 'zh');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<html lang="zh-Hans"');
    expect(response.body).toContain(zh['formError-email-pattern']);
    expect(response.body).toContain(zh['formError-cancellationTerms-required']);
    expect(response.body).not.toContain(en['formError-email-pattern']);
    expect(response.body).toContain('value="王"');
  });

  it('the no-script answer to a Spanish form shows Spanish messages', async () => {
    const response = await postPage({ ...invalid, lastName: 'W' }, 'es');
    expect(response.body).toContain(es['formError-lastName-minLength'].replace('{min}', '2'));
    expect(response.body).toContain(es['formError-email-pattern']);
  });
});

describe('the order of the name fields', () => {
  const order = (html: string) => [...html.matchAll(/name="(firstName|lastName)"/g)].map((match) => match[1]);

  it('a Chinese form page asks for the family name first', async () => {
    const page = await t.app.inject({ url: `/zh${PAGE}` });
    expect(order(page.body)).toEqual(['lastName', 'firstName']);
  });

  it.each(['', '/es'])('the %s form page asks for the given name first', async (prefix) => {
    const page = await t.app.inject({ url: `${prefix}${PAGE}` });
    expect(order(page.body)).toEqual(['firstName', 'lastName']);
  });
});
