/** US ZIP codes as the site accepts them: five digits (a ZIP+4 is cut to its first five), never 00000. */

const ZIP = /^\d{5}$/;

export function normaliseZip(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const trimmed = input.trim();
  const match = /^(\d{5})(?:-?\d{4})?$/.exec(trimmed);
  const zip = match?.[1] ?? null;
  return zip !== null && ZIP.test(zip) && zip !== '00000' ? zip : null;
}
