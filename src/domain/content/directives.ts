/**
 * Splits a content file's Markdown into plain Markdown and embed directives (docs/content.md):
 *
 *   ::name{attr="value" flag}        a leaf embed, alone on its line
 *   :::name{attr="value"}            a container embed: the lines up to a line ":::" are its body
 *   …
 *   :::
 *
 * Lines inside fenced code blocks are left alone. Every directive keeps its line number for errors.
 */
import { ContentError } from './content-error.ts';

export type Attributes = Readonly<Record<string, string | true>>;

export type Segment =
  | { kind: 'markdown'; text: string; line: number }
  | { kind: 'directive'; name: string; attrs: Attributes; line: number; body: { text: string; line: number } | null };

const LEAF = /^::([a-z][a-z0-9-]*)(\{.*\})?\s*$/;
const CONTAINER = /^:::([a-z][a-z0-9-]*)(\{.*\})?\s*$/;
const CLOSE = /^:::\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Reads `{id="faq" pages='a b' open #anchor}`: quoted or bare values, bare flags, and `#id` for `id`. */
export function parseAttributes(source: string, file: string, line: number): Attributes {
  const attrs: Record<string, string | true> = {};
  const inner = source.trim().replace(/^\{/, '').replace(/\}$/, '');
  const pattern = /\s*(?:#([\w-]+)|([a-zA-Z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'=}]+)))?)/y;
  let at = 0;
  while (at < inner.length) {
    if (/^\s*$/.test(inner.slice(at))) break;
    pattern.lastIndex = at;
    const match = pattern.exec(inner);
    if (!match || match[0].trim() === '') throw new ContentError(file, line, `cannot read the attributes {${inner}} from "${inner.slice(at).trim()}"`);
    const [, hashId, name, double, single, bare] = match;
    const key = hashId !== undefined ? 'id' : (name ?? '');
    if (key in attrs) throw new ContentError(file, line, `the attribute "${key}" is given twice`);
    attrs[key] = hashId ?? double ?? single ?? bare ?? true;
    at = pattern.lastIndex;
  }
  return attrs;
}

export function splitDirectives(body: string, file: string, firstLine: number): Segment[] {
  const lines = body.split('\n');
  const segments: Segment[] = [];
  let markdown: string[] = [];
  let markdownLine = firstLine;
  let fence: string | null = null;
  let open: { name: string; attrs: Attributes; line: number; lines: string[] } | null = null;

  const flush = (nextLine: number) => {
    if (markdown.some((line) => line.trim() !== '')) segments.push({ kind: 'markdown', text: markdown.join('\n'), line: markdownLine });
    markdown = [];
    markdownLine = nextLine;
  };

  lines.forEach((line, index) => {
    const lineNo = firstLine + index;
    const fenceMatch = FENCE.exec(line);
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1]?.[0] === fence[0] && (fenceMatch[1]?.length ?? 0) >= fence.length) fence = null;
      (open ? open.lines : markdown).push(line);
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1] ?? '```';
      (open ? open.lines : markdown).push(line);
      return;
    }
    if (open) {
      if (CLOSE.test(line)) {
        segments.push({ kind: 'directive', name: open.name, attrs: open.attrs, line: open.line, body: { text: open.lines.join('\n'), line: open.line + 1 } });
        open = null;
        markdownLine = lineNo + 1;
        return;
      }
      if (CONTAINER.test(line)) throw new ContentError(file, lineNo, `":::${CONTAINER.exec(line)?.[1] ?? ''}" cannot be nested inside ":::${open.name}" (opened on line ${open.line})`);
      if (LEAF.test(line)) throw new ContentError(file, lineNo, `"::${LEAF.exec(line)?.[1] ?? ''}" cannot be used inside ":::${open.name}"`);
      open.lines.push(line);
      return;
    }
    const container = CONTAINER.exec(line);
    if (container) {
      flush(lineNo);
      open = { name: container[1] ?? '', attrs: container[2] ? parseAttributes(container[2], file, lineNo) : {}, line: lineNo, lines: [] };
      return;
    }
    const leaf = LEAF.exec(line);
    if (leaf) {
      flush(lineNo + 1);
      segments.push({ kind: 'directive', name: leaf[1] ?? '', attrs: leaf[2] ? parseAttributes(leaf[2], file, lineNo) : {}, line: lineNo, body: null });
      return;
    }
    if (CLOSE.test(line)) throw new ContentError(file, lineNo, '":::" closes nothing');
    if (/^::/.test(line)) throw new ContentError(file, lineNo, `malformed embed "${line.trim()}": write ::name{attr="value"} or :::name … :::`);
    if (markdown.length === 0) markdownLine = lineNo;
    markdown.push(line);
  });
  if (open !== null) {
    const unclosed: { name: string; line: number } = open;
    throw new ContentError(file, unclosed.line, `":::${unclosed.name}" is never closed by a line ":::"`);
  }
  if (fence !== null) throw new ContentError(file, firstLine + lines.length - 1, `a code block opened with ${String(fence)} is never closed`);
  flush(firstLine + lines.length);
  return segments;
}
