/**
 * The digital team's moderation of the dear{brand} stories (docs/decisions/029-stories-beside-their-leads.md): a
 * story sent with the letter form (or the share-your-story form) is kept unpublished until someone here publishes it.
 *
 *   npm run stories -- list-pending [--limit N] [--json]   the stories waiting for a decision, oldest first
 *   npm run stories -- show <id>                            one story in full, with its status and its lead's id
 *   npm run stories -- publish <id>                         list it on the site and let it be found
 *   npm run stories -- unpublish <id>                       take it down (or decline a pending one)
 *
 * Access to this command is access to the database (DATABASE_URL, else PGlite under PGLITE_DIR; PGlite is one process
 * at a time, so stop a server that uses the same directory first): there is no public way to publish. The site shows
 * a change within its caches' time (30 s for the services, PAGE_CACHE_LIVE_TTL_S for the pages).
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { readEnv } from '#config/env.ts';
import { openDatabase } from '#db/client.ts';
import { storiesRepository, type StoriesRepository, type StoryRecord } from '#db/repositories/stories.ts';
import { authorName, STORY_ID } from '#domain/stories/stories.ts';

const USAGE = [
  'usage: npm run stories -- list-pending [--limit N] [--json]',
  '       npm run stories -- show <id>',
  '       npm run stories -- publish <id>',
  '       npm run stories -- unpublish <id>',
].join('\n');

export type StoriesCommand = { command: 'list-pending'; limit: number; json: boolean } | { command: 'show' | 'publish' | 'unpublish'; id: string };

/** Reads the command line; throws with the usage on anything it does not understand. */
export function parseCommand(argv: readonly string[]): StoriesCommand {
  const { positionals, values } = parseArgs({ args: [...argv], allowPositionals: true, options: { limit: { type: 'string' }, json: { type: 'boolean' } } });
  const [command, ...rest] = positionals;
  if (command === 'list-pending') {
    if (rest.length > 0) throw new Error(`unexpected ${rest.join(' ')}\n${USAGE}`);
    const limit = values.limit === undefined ? 50 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new Error(`--limit: expected a whole number from 1 to 1000, got ${values.limit}`);
    return { command, limit, json: values.json === true };
  }
  if (command === 'show' || command === 'publish' || command === 'unpublish') {
    if (values.limit !== undefined || values.json !== undefined) throw new Error(`${command} takes no options\n${USAGE}`);
    const [id, ...extra] = rest;
    if (!id || extra.length > 0) throw new Error(`${command}: expected one story id\n${USAGE}`);
    const upper = id.toUpperCase();
    if (!STORY_ID.test(upper)) throw new Error(`${command}: ${id} is not a story id (S and 10 letters or digits)`);
    return { command, id: upper };
  }
  throw new Error(USAGE);
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : '-');

function describe(story: StoryRecord): string {
  return [
    `${story.id}  ${story.status}${story.reviewedAt && story.status === 'unpublished' ? ' (reviewed)' : ''}  ${story.source}  ${story.lang}`,
    `  from:      ${authorName(story.firstName, story.lastInitial)}, ${story.city}, ${story.state}${story.leadId ? ` (lead ${story.leadId})` : ''}`,
    `  sent:      ${day(story.submittedAt)}    published: ${day(story.publishedAt)}`,
    `  media:     ${story.mediaLink ?? '(an uploaded file, kept with the lead, or none)'}`,
    `  title:     ${story.title}`,
  ].join('\n');
}

/** Runs one command against a repository; what it prints goes to `out`, and the exit code is returned. */
export async function run(parsed: StoriesCommand, repository: StoriesRepository, out: (line: string) => void, now = new Date()): Promise<number> {
  if (parsed.command === 'list-pending') {
    const pending = await repository.pending(parsed.limit);
    if (parsed.json) for (const story of pending) out(JSON.stringify(story));
    else if (pending.length === 0) out('No stories are waiting for a decision.');
    else out(pending.map(describe).join('\n\n'));
    return 0;
  }
  if (parsed.command === 'show') {
    const story = await repository.find(parsed.id);
    if (!story) {
      out(`No story ${parsed.id}.`);
      return 1;
    }
    out(`${describe(story)}\n\n${story.body}`);
    return 0;
  }
  const result = parsed.command === 'publish' ? await repository.publish(parsed.id, now) : await repository.unpublish(parsed.id, now);
  if (result === 'missing') {
    out(`No story ${parsed.id}.`);
    return 1;
  }
  const state = parsed.command === 'publish' ? 'published' : 'unpublished';
  out(result === 'changed' ? `${parsed.id} is now ${state}.` : `${parsed.id} was already ${state}; nothing changed.`);
  return 0;
}

export async function main(argv: readonly string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const env = readEnv(process.env);
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
  try {
    // The stories table may be newer than the database (a server that has not started since): migrate, never seed.
    await handle.migrateAndSetup();
    return await run(parsed, storiesRepository(handle.db), (line) => console.log(line));
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
