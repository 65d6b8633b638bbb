/**
 * PostgreSQL only (`npm run test:db`): a connection the server loses while it holds it between two statements (in a
 * transaction, or just checked out) fails that work, and nothing else. node-postgres reports such a loss as an
 * 'error' event on the client, and a client taken from the pool has no listener for it, so the event was an uncaught
 * exception: a database stopped or restarted under load could take the whole process down with it.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';
import { testDatabaseUrl } from '../../support/app.ts';

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

describe.skipIf(!testDatabaseUrl)('a connection lost between statements (PostgreSQL)', () => {
  let handle: DatabaseHandle;
  let admin: pg.Client;
  beforeAll(async () => {
    handle = await openDatabase({ url: testDatabaseUrl });
    admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await handle?.close();
  });

  it('fails the transaction that held it, and the next query gets a new connection', async () => {
    const transaction = handle.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      // The server ends this backend while the transaction waits between statements: its FATAL message reaches a
      // client with no statement running.
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await sleep(300);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(await handle.ping()).toBe(true);
    const { rows } = (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(rows).toEqual([{ one: 1 }]);
  });
});
