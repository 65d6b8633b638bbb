/**
 * A read-mostly value kept in process: loaded once, trusted for `recheckMs`, then checked against a cheap stored
 * version and reloaded only when that changed — the one way the repositories keep the catalog, the retailer network,
 * the inventory's facet counts and the disclaimers. Concurrent callers share one check and one load; a failed load is
 * not kept (the next call tries again). While the version cannot be read (the database is away) the copy in hand
 * keeps serving and is checked again after the next interval; without a copy the error goes to the caller.
 */

export interface VersionedSnapshotOptions<T> {
  /** Reads the whole value as of `version` (the empty string when there is no version query). */
  load: (version: string) => Promise<T>;
  /** Reads the stored version, cheaply. Without one the value is loaded once and kept until `invalidate()`. */
  version?: () => Promise<string>;
  /** How long a checked copy is served before the version is read again. */
  recheckMs?: number;
}

export interface VersionedSnapshot<T> {
  /** The value, from the copy in hand while it is current. `now` is the caller's clock (tests pass their own). */
  get(now?: number): Promise<T>;
  /** Forgets the copy (and any load in flight): the next `get` loads again. For whoever just replaced the rows. */
  invalidate(): void;
}

export const RECHECK_MS = 30_000;

export function versionedSnapshot<T>({ load, version, recheckMs = RECHECK_MS }: VersionedSnapshotOptions<T>): VersionedSnapshot<T> {
  let held: { value: T; version: string; checkedAt: number } | null = null;
  let pending: Promise<T> | null = null;
  // Bumped by invalidate(), so a load that started before it cannot install rows read before the replacement.
  let generation = 0;

  async function refresh(now: number): Promise<T> {
    const started = generation;
    let current = '';
    if (version) {
      try {
        current = await version();
      } catch (error) {
        if (!held) throw error;
        held.checkedAt = now;
        return held.value;
      }
      if (held && held.version === current) {
        held.checkedAt = now;
        return held.value;
      }
    }
    const value = await load(current);
    if (started === generation) held = { value, version: current, checkedAt: now };
    return value;
  }

  return {
    get(now = Date.now()) {
      if (held && (!version || now - held.checkedAt < recheckMs)) return Promise.resolve(held.value);
      if (pending) return pending;
      const started: Promise<T> = refresh(now).finally(() => {
        if (pending === started) pending = null;
      });
      pending = started;
      return started;
    },

    invalidate() {
      held = null;
      pending = null;
      generation += 1;
    },
  };
}
