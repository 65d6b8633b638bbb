/**
 * The front matter of a content file: a small, strict subset of YAML between two `---` lines — `key: value` pairs,
 * one level of nested maps (two-space indent), quoted or plain strings, `true`/`false`, and `#` comments. Anything
 * else is an error naming the line, because a page that silently loses its title is worse than a failed start.
 */
import { ContentError } from './content-error.ts';

export type FrontValue = string | boolean | { readonly [key: string]: string | boolean };

export interface FrontMatter {
  data: Record<string, FrontValue>;
  /** The line of each key (`hero.image` for nested ones), for errors found later (unknown keys, wrong values). */
  lines: Record<string, number>;
  /** The Markdown after the closing `---`, and the line it starts on. */
  body: string;
  bodyLine: number;
}

const KEY = /^([a-zA-Z][a-zA-Z0-9_-]*):(?:\s+(.*))?$/;

/** Reads one scalar: quoted strings keep everything inside, plain ones lose a trailing ` # comment`. */
function scalar(raw: string, file: string, line: number): string | boolean {
  const text = raw.trim();
  if (text.startsWith('"')) {
    if (!/^"(?:[^"\\]|\\.)*"\s*(?:#.*)?$/.test(text)) throw new ContentError(file, line, 'unterminated "quoted" value');
    const quoted = /^"(?:[^"\\]|\\.)*"/.exec(text)?.[0] ?? '""';
    try {
      return JSON.parse(quoted) as string;
    } catch {
      throw new ContentError(file, line, `invalid escape in ${quoted}`);
    }
  }
  if (text.startsWith("'")) {
    const match = /^'((?:[^']|'')*)'\s*(?:#.*)?$/.exec(text);
    if (!match) throw new ContentError(file, line, "unterminated 'quoted' value");
    return (match[1] ?? '').replaceAll("''", "'");
  }
  const plain = text.replace(/\s+#.*$/, '').trim();
  if (plain === 'true') return true;
  if (plain === 'false') return false;
  if (/^[[{|>&*!%@`]/.test(plain)) throw new ContentError(file, line, `unsupported YAML value "${plain}": write it in quotes`);
  return plain;
}

export function parseFrontMatter(source: string, file: string): FrontMatter {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') throw new ContentError(file, 1, 'the file must start with front matter: a line "---"');
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end < 0) throw new ContentError(file, 1, 'the front matter is not closed by a line "---"');

  const data: Record<string, FrontValue> = {};
  const keyLines: Record<string, number> = {};
  let parent: { key: string; map: Record<string, string | boolean> } | null = null;
  for (let index = 1; index < end; index += 1) {
    const lineNo = index + 1;
    const line = lines[index] ?? '';
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (/^\t|^ *\t/.test(line)) throw new ContentError(file, lineNo, 'indent with spaces, not tabs');
    const indent = /^ */.exec(line)?.[0].length ?? 0;
    const match = KEY.exec(line.trim());
    if (!match) throw new ContentError(file, lineNo, `expected "key: value", found "${line.trim()}"`);
    const [, key = '', raw] = match;
    const value = raw === undefined || raw.trim() === '' || raw.trim().startsWith('#') ? null : raw;
    if (indent === 0) {
      if (key in data) throw new ContentError(file, lineNo, `"${key}" is given twice`);
      keyLines[key] = lineNo;
      if (value === null) {
        const map: Record<string, string | boolean> = {};
        data[key] = map;
        parent = { key, map };
      } else {
        data[key] = scalar(value, file, lineNo);
        parent = null;
      }
    } else if (indent === 2 && parent) {
      if (value === null) throw new ContentError(file, lineNo, `"${parent.key}.${key}" needs a value (only one level of nesting)`);
      if (key in parent.map) throw new ContentError(file, lineNo, `"${parent.key}.${key}" is given twice`);
      parent.map[key] = scalar(value, file, lineNo);
      keyLines[`${parent.key}.${key}`] = lineNo;
    } else {
      throw new ContentError(file, lineNo, indent === 2 ? `"${key}" is indented but belongs to no "key:" line` : 'indent nested keys by exactly two spaces');
    }
  }
  return { data, lines: keyLines, body: lines.slice(end + 1).join('\n'), bodyLine: end + 2 };
}
