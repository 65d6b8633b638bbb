/** Imports a script chunk or stylesheet with the spec's timeout and error reports. */
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  CssChunkLoadError,
  chunkName,
  type ChunkFailure,
} from '#domain/platform/chunk-errors.ts';

async function classify(url: string): Promise<ChunkFailure> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410 ? 'missing' : 'error';
  } catch {
    return 'error';
  }
}

/** `import(url)` that fails with `Loading chunk N failed` (missing, timeout or error). */
export function loadChunk<T>(url: string, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      reject(new ChunkLoadError(chunkName(url), 'timeout', url));
    }, timeoutMs);
    import(/* @vite-ignore */ url).then(
      (module: T) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(module);
      },
      async () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(new ChunkLoadError(chunkName(url), await classify(url), url));
      },
    );
  });
}

/** Adds a stylesheet once; a failure is a CssChunkLoadError with code CSS_CHUNK_LOAD_FAILED. */
export function loadStylesheet(href: string, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<void> {
  const existing = document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const timer = setTimeout(() => fail(), timeoutMs);
    function fail() {
      clearTimeout(timer);
      link.remove();
      reject(new CssChunkLoadError(href));
    }
    link.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    link.onerror = fail;
    document.head.append(link);
  });
}
