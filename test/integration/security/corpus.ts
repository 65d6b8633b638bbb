/**
 * Hostile input for the security tests (hostile-input.test.ts): strings that try to run script, break out of a
 * template, a JSON document or an SQL statement, hide behind Unicode, overflow a field, climb out of a directory or
 * send the visitor to another site. Each entry says how it is written into a URL or a form body, what the server should
 * read from it, and what must never come back unescaped in an HTML answer.
 */

export type HostileKind = 'script' | 'template' | 'formula' | 'sql' | 'unicode' | 'long' | 'traversal' | 'redirect';

export interface HostileInput {
  /** A short name for test titles. */
  name: string;
  kind: HostileKind;
  /**
   * How it is written into a query string, a form-urlencoded body or a path segment: percent-encoded, exactly as
   * sent. For most entries this is `encodeURIComponent(text)`; the raw ones (`%ED%A0%80`, `..%2f`) are written by hand.
   */
  encoded: string;
  /**
   * The text the server reads from `encoded` (a query or form-urlencoded value). The parser keeps a value whose
   * percent-encoding is not UTF-8 exactly as sent, so for `%ED%A0%80` this is the six characters `%ED%A0%80`.
   */
  text: string;
  /** What a JSON body carries for this entry, when it differs from `text` (a lone surrogate, which UTF-8 cannot). */
  json?: string;
  /** Substrings that must never appear in an HTML answer: the payload's active part, unescaped. */
  markers: readonly string[];
}

/** The script payloads' markers: tags and handlers a browser would run if they came back as markup. */
const SCRIPT_TAG = '<script>alert(1)';
const IMG_TAG = '<img src=x onerror=alert(1)>';
const SVG_TAG = '<svg onload=alert(1)>';

/** An entry whose text is sent percent-encoded the usual way. */
function plain(name: string, kind: HostileKind, text: string, markers: readonly string[] = []): HostileInput {
  return { name, kind, encoded: encodeURIComponent(text), text, markers };
}

/** An entry written by hand in percent-encoding; `text` is what the server reads from it. */
function raw(name: string, kind: HostileKind, encoded: string, text: string, markers: readonly string[] = [], json?: string): HostileInput {
  return { name, kind, encoded, text, markers, ...(json === undefined ? {} : { json }) };
}

export const KB10 = 'A'.repeat(10 * 1024);
export const MB1 = 'B'.repeat(1024 * 1024);

export const CORPUS: readonly HostileInput[] = [
  // ——— script injection ———
  plain('script tag', 'script', '<script>alert(1)</script>', [SCRIPT_TAG]),
  plain('attribute break-out with an img onerror', 'script', '"><img src=x onerror=alert(1)>', [IMG_TAG]),
  plain("single-quoted attribute break-out", 'script', "'><svg onload=alert(1)>", [SVG_TAG]),
  plain('javascript: URL', 'script', 'javascript:alert(1)', []),
  plain('title break-out with an svg onload', 'script', '</title><svg onload=alert(1)>', [SVG_TAG]),
  plain('script end inside inline JSON', 'script', '</script><script>alert(1)</script>', [SCRIPT_TAG]),
  // ——— template and JSON breaking ———
  plain('mustache expression', 'template', '{{7777*7777}}', ['60481729']),
  plain('template literal expression', 'template', '${7777*7777}', ['60481729']),
  plain('short template expressions', 'template', '{{7*7}} ${7*7} #{7*7}', []),
  plain('JSON break-out with U+2028', 'template', 'a\u2028b\u2029"}]);alert(1);//', []),
  // ——— spreadsheet formulas (the leads export) ———
  plain('spreadsheet formula =', 'formula', '=HYPERLINK("https://evil.example","x")', []),
  plain('spreadsheet formula +', 'formula', '+1+cmd|\' /C calc\'!A0', []),
  plain('spreadsheet formula -', 'formula', '-2+3', []),
  plain('spreadsheet formula @', 'formula', '@SUM(1,2)', []),
  // ——— SQL metacharacters ———
  plain('SQL tautology', 'sql', "' OR 1=1 --", []),
  plain('SQL statement break-out', 'sql', "'; DROP TABLE leads; --", []),
  raw('percent-encoded quote', 'sql', '%27', "'"),
  plain('SQL comment and wildcard', 'sql', '%_\\%/* */;', []),
  // ——— Unicode confusables and control characters ———
  plain('Cyrillic a in an e-mail address', 'unicode', 'аna@example.com', []),
  plain('right-to-left override', 'unicode', 'invoice\u202Egpj.exe', []),
  plain('zero-width joiners', 'unicode', 'An\u200Da\u200B\u200C', []),
  plain('NUL byte', 'unicode', 'a\u0000b', []),
  raw('lone surrogate as percent-encoded UTF-8', 'unicode', '%ED%A0%80', '%ED%A0%80', [], '\uD800'),
  raw('overlong UTF-8 slash', 'unicode', '%C0%AF', '%C0%AF'),
  // ——— over-long values ———
  plain('10 kB value', 'long', KB10, []),
  // ——— path traversal ———
  plain('path traversal', 'traversal', '../../etc/passwd', []),
  raw('encoded path traversal', 'traversal', '..%2f..%2fetc%2fpasswd', '../../etc/passwd'),
  raw('encoded dots', 'traversal', '%2e%2e/%2e%2e/etc/passwd', '../../etc/passwd'),
  plain('backslash traversal', 'traversal', '..\\..\\windows\\win.ini', []),
  // ——— open-redirect targets ———
  plain('protocol-relative URL', 'redirect', '//evil.example', []),
  plain('absolute URL', 'redirect', 'https://evil.example', []),
  plain('backslash URL', 'redirect', '/\\evil.example', []),
  raw('encoded protocol-relative URL', 'redirect', '%2F%2Fevil.example', '//evil.example'),
  plain('javascript: scheme alone', 'redirect', 'javascript:', []),
];

/** The 1 MB value: sent on its own (every body limit refuses it), not with every field. */
export const HUGE: HostileInput = plain('1 MB value', 'long', MB1, []);

/** The redirect targets, as they would be written into a query string. */
export const REDIRECT_TARGETS: readonly string[] = [
  '//evil.example',
  'https://evil.example',
  '/\\evil.example',
  '%2F%2Fevil.example',
  '%2f%2fevil.example/x',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  '/%09/evil.example',
  '///evil.example',
  'http:evil.example',
  '/.%2e/%2F%2Fevil.example',
];

/** Entries chosen by kind, for checks that send a few of each rather than all. */
export const byKind = (kind: HostileKind): HostileInput[] => CORPUS.filter((entry) => entry.kind === kind);

/**
 * A deterministic sample of `size` entries for the `index`-th field (or parameter): consecutive fields get different,
 * overlapping windows of the corpus, so every entry is sent somewhere and no field gets all of them.
 */
export function sample(index: number, size: number, from: readonly HostileInput[] = CORPUS): HostileInput[] {
  const step = Math.max(1, Math.floor(from.length / size));
  return Array.from({ length: size }, (_, i) => from[(index * 7 + i * step) % from.length]!);
}

/** Every marker of an entry that shows up in `body` (empty when the answer is clean). */
export function leakedMarkers(body: string, entries: readonly HostileInput[]): string[] {
  return [...new Set(entries.flatMap((entry) => entry.markers.filter((marker) => body.includes(marker))))];
}

/** A `javascript:` URL inside an attribute that a browser would follow (href, src, action, formaction, xlink:href). */
export const ACTIVE_JAVASCRIPT_URL = /(?:href|src|action|formaction|data)\s*=\s*["']?\s*javascript:/i;
