/** Database faults for the tests: a transaction that fails part-way, as a lost connection would. */
import type { Database } from '#db/client.ts';

/**
 * From now on, a transaction on `db` that inserts into `table` throws there (after its earlier statements ran), so
 * the test can check that nothing of it was kept. Call the returned function to heal the database.
 */
export function failInsertsInto(db: Database, table: object, message = 'Connection terminated unexpectedly'): () => void {
  const original = db.transaction;
  db.transaction = ((run: (tx: unknown) => Promise<unknown>, config?: unknown) =>
    original.call(
      db,
      async (tx) =>
        run(
          new Proxy(tx, {
            get(target, property, receiver) {
              if (property === 'insert') {
                return (into: Parameters<typeof target.insert>[0]) => {
                  if (into === table) throw new Error(message);
                  return target.insert(into);
                };
              }
              return Reflect.get(target, property, receiver) as unknown;
            },
          }),
        ),
      config as never,
    )) as typeof db.transaction;
  return () => {
    db.transaction = original;
  };
}
