/**
 * The PDF worker thread's entry (src/server/pdf/pool.ts starts it): registers tsx's loader in this thread, then loads
 * the TypeScript worker. A worker does not inherit the parent's tsx loader on Node 20 — neither from `node --import
 * tsx` nor from `--import tsx` in its execArgv — and Vitest's transform never reaches a worker, so the thread
 * registers its own.
 */
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
