/** The errors the island runtime reports when a script or stylesheet chunk cannot be loaded. */

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

export type ChunkFailure = 'missing' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    readonly type: ChunkFailure,
    readonly request: string,
  ) {
    super(`Loading chunk ${chunk} failed.\n(${type}: ${request})`);
  }
}

export class CssChunkLoadError extends Error {
  override readonly name = 'CssChunkLoadError';
  readonly code = CSS_CHUNK_LOAD_FAILED;
  constructor(readonly request: string) {
    super(`Loading CSS chunk failed.\n(${request})`);
  }
}

/** The chunk's name as the error shows it: the file name without hash and extension. */
export function chunkName(url: string): string {
  const file = url.split(/[?#]/)[0]?.split('/').pop() ?? url;
  return file.replace(/\.(m?js|css)$/, '').replace(/-[A-Za-z0-9_-]{8}$/, '') || file;
}
