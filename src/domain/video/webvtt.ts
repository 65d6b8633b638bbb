/** Writes (and reads back) the small WebVTT files of the site's videos, and builds a transcript from their cues. */

export interface Cue {
  /** Seconds. */
  start: number;
  end: number;
  text: string;
}

/** `hh:mm:ss.ttt`, as WebVTT writes a timestamp. */
export function vttTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** A complete WebVTT document: the header, then each cue numbered from 1. Cue text may not hold a blank line or `-->`. */
export function toWebVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((cue, index) => {
    if (!(cue.end > cue.start)) throw new RangeError(`Cue ${index + 1} ends before it starts`);
    if (/\n\s*\n|-->/.test(cue.text)) throw new RangeError(`Cue ${index + 1} text may not hold a blank line or "-->"`);
    return `${index + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${cue.text.trim()}`;
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

function parseTimestamp(text: string): number {
  const parts = text.trim().split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** Reads the cues of a WebVTT document (timings and text; settings after the end time are ignored). */
export function parseWebVtt(source: string): Cue[] {
  const blocks = source.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  if (!blocks[0]?.startsWith('WEBVTT')) throw new SyntaxError('Not a WebVTT file');
  const cues: Cue[] = [];
  for (const block of blocks.slice(1)) {
    const lines = block.split('\n').filter((line) => line.length > 0);
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) continue;
    const [start = '', rest = ''] = (lines[timing] ?? '').split('-->');
    cues.push({ start: parseTimestamp(start), end: parseTimestamp(rest.trim().split(/\s+/)[0] ?? ''), text: lines.slice(timing + 1).join('\n') });
  }
  return cues;
}

/**
 * A transcript from captions (what is heard) and descriptions (what is seen): one paragraph per description, each
 * opening with the captions that start before the next description, in time order.
 */
export function buildTranscript(captions: readonly Cue[], descriptions: readonly Cue[]): string {
  const events = [
    ...captions.map((cue) => ({ ...cue, kind: 0 })),
    ...descriptions.map((cue) => ({ ...cue, kind: 1 })),
  ].sort((a, b) => a.start - b.start || a.kind - b.kind);
  const paragraphs: string[][] = [];
  let current: string[] = [];
  for (const event of events) {
    current.push(event.text.replace(/\s*\n\s*/g, ' ').trim());
    if (event.kind === 1) {
      paragraphs.push(current);
      current = [];
    }
  }
  if (current.length) paragraphs.push(current);
  return paragraphs.map((paragraph) => paragraph.join(' ')).join('\n\n');
}
