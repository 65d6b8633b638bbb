import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetailerListSchema } from '#domain/retailers/contract.ts';
import { errorBody, getJson, postJson, retailersNear } from './api.ts';

const answer = (body: unknown, status = 200) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const list = { origin: null, dealers: [], totalActive: 3 };

afterEach(() => vi.unstubAllGlobals());

describe('the browser client', () => {
  it('parses a 2xx answer with the contract and asks for JSON', async () => {
    const fetch = vi.fn(async () => answer(list));
    vi.stubGlobal('fetch', fetch);
    expect(await getJson('/services/dealers/by/zip?zipcode=66952', RetailerListSchema)).toEqual({ ok: true, status: 200, data: list });
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init[1].headers).get('accept')).toBe('application/json');
  });

  it('treats an answer that is not the contract like a network failure: a typed error, never a crash', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({ dealers: 'none' })));
    const result = await getJson('/x', RetailerListSchema);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('invalid');
    vi.stubGlobal('fetch', vi.fn(async () => answer('<html>', 200)));
    expect(await getJson('/x', RetailerListSchema)).toMatchObject({ ok: false, error: { kind: 'invalid', issues: 'not JSON' } });
  });

  it('keeps the status and body of an error answer, readable with a schema', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({ message: 'No Results', code: 'NOT_FOUND', reason: 'No US ZIP code 00000' }, 404)));
    const result = await retailersNear({ zipcode: '00000', count: 5 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'status', status: 404 } });
    if (!result.ok) expect(errorBody(result.error, RetailerListSchema.pick({ totalActive: true }))).toBeNull();
  });

  it('answers network failures and aborts without throwing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await getJson('/x', RetailerListSchema)).toMatchObject({ ok: false, error: { kind: 'network' } });
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))));
    expect(await getJson('/x', RetailerListSchema, { signal: controller.signal })).toEqual({ ok: false, error: { kind: 'aborted' } });
  });

  it('sends a named call its query, and posts objects as JSON', async () => {
    const fetch = vi.fn(async () => answer(list, 201));
    vi.stubGlobal('fetch', fetch);
    await retailersNear({ zipcode: '66952', count: 5, id: '' });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/services/dealers/by/zip?zipcode=66952&count=5');
    await postJson('/services/x', { a: 1 }, RetailerListSchema);
    const [, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });
});
