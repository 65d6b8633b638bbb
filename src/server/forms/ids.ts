/** Confirmation ids and the one-way fingerprint of a visitor's IP address. */
import { createHash, randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so an id read out over the phone cannot be misheard as another. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'L' and 10 random base32 characters (50 bits): the lead's primary key and what the visitor is shown. */
export function newConfirmationId(): string {
  const bytes = randomBytes(10);
  let id = 'L';
  // 256 is a multiple of 32, so each byte's low five bits are uniform.
  for (const byte of bytes) id += ALPHABET[byte & 31];
  return id;
}

/** 'S' and 10 random base32 characters: a story's id (src/domain/stories/stories.ts STORY_ID), public once it is published. */
export function newStoryId(): string {
  return `S${newConfirmationId().slice(1)}`;
}

/** SHA-256 of the salt and the address; the address itself is never stored. */
export function hashIp(ip: string, salt: string): string {
  return createHash('sha256').update(salt).update('\0').update(ip).digest('hex');
}
