/**
 * The core of the browser's service calls (`./api.ts` re-exports it with the named calls): fetch, then check the
 * answer with a schema, never throwing. A schema is anything with zod's `safeParse` — the contracts of
 * `src/domain/<area>/contract.ts`, or a small hand-written check where the bundle must stay free of zod (the
 * dictionary, which every island's hydration loads).
 */

/** What a call needs of a schema: zod's `safeParse`, which every zod schema has. */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A schema, or a loader of one (`() => import('#domain/x/contract.ts').then((m) => m.XSchema)`): a loader keeps zod
 * and the contract out of the island's first chunk — they load with the first call, alongside its request.
 */
export type SchemaSource<T> = Schema<T> | (() => Promise<Schema<T>>);

/** Why a call did not give the contract's answer. */
export type ApiError =
  | { kind: 'status'; status: number; body: unknown }
  | { kind: 'network'; cause: unknown }
  | { kind: 'aborted' }
  | { kind: 'invalid'; status: number; issues: string };

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiError };

function aborted(error: unknown, init: RequestInit | undefined): boolean {
  return Boolean(init?.signal?.aborted) || (error instanceof DOMException && error.name === 'AbortError');
}

async function call<T>(path: string, source: SchemaSource<T>, init: RequestInit | undefined): Promise<ApiResult<T>> {
  // The schema's chunk loads while the request is on its way.
  const loading = typeof source === 'function' ? source() : Promise.resolve(source);
  loading.catch(() => undefined);
  let response: Response;
  try {
    const headers = new Headers(init?.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    response = await fetch(path, { ...init, headers });
  } catch (error) {
    return { ok: false, error: aborted(error, init) ? { kind: 'aborted' } : { kind: 'network', cause: error } };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (aborted(error, init)) return { ok: false, error: { kind: 'aborted' } };
    // A 2xx answer that is not JSON breaks the contract; an error answer may have no body at all.
    return response.ok ? { ok: false, error: { kind: 'invalid', status: response.status, issues: 'not JSON' } } : { ok: false, error: { kind: 'status', status: response.status, body: null } };
  }
  if (!response.ok) return { ok: false, error: { kind: 'status', status: response.status, body } };
  let schema: Schema<T>;
  try {
    schema = await loading;
  } catch (error) {
    // The contract's chunk could not load (a flaky network): no answer we can trust.
    return { ok: false, error: { kind: 'network', cause: error } };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: { kind: 'invalid', status: response.status, issues: issue ? `${issue.path.map(String).join('.') || 'answer'}: ${issue.message}` : 'invalid' } };
  }
  return { ok: true, status: response.status, data: parsed.data };
}

/** GETs `path` and parses its answer with `schema`; never throws. */
export function getJson<T>(path: string, schema: SchemaSource<T>, init?: RequestInit): Promise<ApiResult<T>> {
  return call(path, schema, { ...init, method: 'GET' });
}

/** POSTs `body` (FormData and URLSearchParams as they are, anything else as JSON) and parses the answer with `schema`. */
export function postJson<T>(path: string, body: unknown, schema: SchemaSource<T>, init?: RequestInit): Promise<ApiResult<T>> {
  const raw = body instanceof FormData || body instanceof URLSearchParams;
  const headers = new Headers(init?.headers);
  if (!raw && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return call(path, schema, { ...init, method: 'POST', body: raw ? body : JSON.stringify(body), headers });
}

/** A failed answer's body read with `schema` (the error object, a form's field errors); null when it is not one. */
export function errorBody<T>(error: ApiError, schema: Schema<T>): T | null {
  if (error.kind !== 'status') return null;
  const parsed = schema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

