/** Which content-system mode a request is in: author, editor, preview or live. */

export type ContentMode = 'author' | 'editor' | 'preview' | 'live';

export interface ModeInput {
  host: string | undefined;
  /** The `wcmmode` cookie, if any. */
  cookie: string | undefined;
  /** The `wcmmode` query parameter, if any. */
  query: string | undefined;
  /** Hosts where authors work (localhost counts when listed). */
  authorHosts: readonly string[];
}

function hostname(host: string | undefined): string {
  return (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
}

/**
 * Only an author host can be in author, editor or preview mode; there the edit-mode flag
 * (`wcmmode=edit` as cookie or query) selects editor, `preview` selects preview.
 * `wcmmode=disabled` always shows the live site, as a publisher would.
 */
export function detectContentMode({ host, cookie, query, authorHosts }: ModeInput): ContentMode {
  const flag = (query ?? cookie ?? '').toLowerCase();
  if (flag === 'disabled') return 'live';
  if (!authorHosts.includes(hostname(host))) return 'live';
  if (flag === 'edit') return 'editor';
  if (flag === 'preview') return 'preview';
  return 'author';
}
