/**
 * The search results page (`/search-results.html?q=…&type=…&page=…`), rendered on the server from its address:
 * the search box (with suggestions once its island hydrates), the results with highlighted titles and snippets,
 * facets by content type as links, pages, and for an empty search the spec's 'No Results' with "Did you mean" and
 * popular pages. Everything is a link or a GET form, so it all works without script.
 */
import { TAG_KINDS, type Tag } from '#domain/search/tags.ts';
import { SEARCH_KINDS, type SearchAnswer, type SearchKind } from '#domain/search/types.ts';
import { Island } from '#ui/components/island.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { Pagination } from '#ui/components/pagination.tsx';
import { island as siteSearch } from '#ui/islands/site-search.tsx';
import { facetLabel, Highlighted, kindLabel, tagKindLabel } from './labels.tsx';

export interface PopularLink {
  title: string;
  /** Site path without language prefix. */
  path: string;
}

export interface SearchResultsPageProps {
  /** The page's own path, without language prefix. */
  path: string;
  /** The text searched for, as typed (trimmed). */
  query: string;
  /**
   * `start`: no search yet; `invalid`: the text was empty or too long; `notReady`: the index is being built;
   * `results`: `answer` holds the answer (perhaps with no results).
   */
  state: 'start' | 'invalid' | 'notReady' | 'results';
  /** The problem with the text, for `invalid`. */
  error?: string;
  answer: SearchAnswer | null;
  popular: PopularLink[];
  /** The site's content tags (names for the "Refine by" lists and the tag searched for). */
  tags: readonly Tag[];
  /** Each page or FAQ result's place on the site, in the page's language (its url → `Section › Page`). */
  trails?: Readonly<Record<string, string>>;
}

function searchHref(path: string, query: string, kind: SearchKind | null, page = 1, tag: string | null = null): string {
  const params = new URLSearchParams();
  if (query || !tag) params.set('q', query);
  if (tag) params.set('tag', tag);
  if (kind) params.set('type', kind);
  if (page > 1) params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

/** Results per tag, grouped by kind (topics, models, categories); pressing the current tag takes it away. */
function TagFacets({ path, answer, tags }: { path: string; answer: SearchAnswer; tags: readonly Tag[] }) {
  const { t } = usePage();
  const href = useHref();
  const known = new Map(tags.map((tag) => [tag.id, tag]));
  const groups = TAG_KINDS.map((kind) => ({ kind, items: answer.tagFacets.filter((facet) => known.get(facet.id)?.kind === kind) })).filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  // Folded until used (a tag chosen opens it): on a phone the lists would push the results below the fold.
  return (
    <nav className="search-tags" aria-label={t('search.tags.label')}>
      <details className="search-tags__fold" open={answer.tag !== null}>
        <summary className="search-tags__summary">{t('search.tags.label')}</summary>
        {groups.map((group) => (
        <div key={group.kind} className="search-tags__group">
          <h2 className="search-tags__title" id={`search-tags-${group.kind}`}>
            {tagKindLabel(t, group.kind)}
          </h2>
          <ul aria-labelledby={`search-tags-${group.kind}`}>
            {group.items.map((facet) => {
              const current = answer.tag === facet.id;
              return (
                <li key={facet.id}>
                  <a className="search-facets__item" href={href(searchHref(path, answer.query, answer.kind, 1, current ? null : facet.id))} aria-current={current ? 'true' : undefined}>
                    <span className="search-facets__label">{known.get(facet.id)?.label ?? facet.id}</span>
                    <span className="search-facets__count">{facet.count}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        ))}
      </details>
    </nav>
  );
}

/** A page's address as a trail of its words, when no titled trail is known: `/owners/recalls.html` → `owners › recalls`. */
function trail(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  const segments = path
    .replace(/^\/(es|zh)(?=\/|$)/, '')
    .replace(/\.html$/, '')
    .split('/')
    .filter(Boolean);
  return segments.length ? segments.map((segment) => decodeURIComponent(segment).replace(/-/g, ' ')).join(' › ') : '/';
}

function Facets({ path, answer }: { path: string; answer: SearchAnswer }) {
  const { t } = usePage();
  const href = useHref();
  const all = answer.facets.reduce((sum, facet) => sum + facet.count, 0);
  const item = (kind: SearchKind | null, label: string, count: number) => {
    const current = answer.kind === kind;
    const content = (
      <>
        <span className="search-facets__label">{label}</span>
        <span className="search-facets__count">{count}</span>
      </>
    );
    return (
      <li key={kind ?? 'all'}>
        {count === 0 && !current ? (
          <span className="search-facets__item is-empty">{content}</span>
        ) : (
          <a className="search-facets__item" href={href(searchHref(path, answer.query, kind, 1, answer.tag))} aria-current={current ? 'true' : undefined}>
            {content}
          </a>
        )}
      </li>
    );
  };
  return (
    <nav className="search-facets" aria-label={t('search.facets.label')}>
      <ul>
        {item(null, t('search.facet.all'), all)}
        {SEARCH_KINDS.map((kind) => item(kind, facetLabel(t, kind), answer.facets.find((facet) => facet.kind === kind)?.count ?? 0))}
      </ul>
    </nav>
  );
}

function ResultPages({ path, answer }: { path: string; answer: SearchAnswer }) {
  const { t } = usePage();
  const href = useHref();
  return (
    <Pagination
      current={answer.page}
      pages={answer.pageCount}
      label={t('search.pages.label')}
      link={(page) => href(searchHref(path, answer.query, answer.kind, page, answer.tag))}
    />
  );
}

function DidYouMean({ path, suggestion }: { path: string; suggestion: string }) {
  const { t } = usePage();
  const href = useHref();
  const [before = '', after = ''] = t('search.didYouMean', { suggestion: '\u0000' }).split('\u0000');
  return (
    <p className="search-did-you-mean">
      {before}
      <a href={href(searchHref(path, suggestion, null))}>{suggestion}</a>
      {after}
    </p>
  );
}

function Popular({ links }: { links: readonly PopularLink[] }) {
  const { t } = usePage();
  const href = useHref();
  return (
    <section className="search-popular" aria-labelledby="search-popular-title">
      <h2 id="search-popular-title" className="search-popular__title">
        {t('search.popular.title')}
      </h2>
      <ul className="search-popular__list">
        {links.map((link) => (
          <li key={link.path}>
            <a href={href(link.path)}>{link.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Results({ path, answer, tag, trails }: { path: string; answer: SearchAnswer; tag: Tag | null; trails: Readonly<Record<string, string>> }) {
  const { t } = usePage();
  const href = useHref();
  const first = (answer.page - 1) * answer.pageSize + 1;
  const label = !answer.query && tag ? t('search.results.tagCount', { count: answer.total, tag: tag.label }) : t('search.results.count', { count: answer.total, query: answer.query });
  return (
    <>
      <p className="search-results__count">{label}</p>
      {tag && answer.query ? (
        <p className="search-results__tag">
          {t('search.tags.active', { tag: tag.label })} <a href={href(searchHref(path, answer.query, answer.kind))}>{t('search.tags.clear')}</a>
        </p>
      ) : null}
      {answer.didYouMean ? <DidYouMean path={path} suggestion={answer.didYouMean} /> : null}
      <ol className="search-results__list" start={first}>
        {answer.results.map((hit) => (
          <li key={hit.id} className="search-result">
            <article>
              <p className="search-result__meta">
                <span className={`search-kind search-kind--${hit.kind}`}>{kindLabel(t, hit.kind)}</span>
                {hit.kind === 'page' || hit.kind === 'faq' ? <span className="search-result__trail">{trails[hit.url] ?? trail(hit.url)}</span> : null}
              </p>
              <h2 className="search-result__title">
                <a href={hit.url}>
                  <Highlighted parts={hit.title} />
                </a>
              </h2>
              {hit.snippet.length ? (
                <p className="search-result__snippet">
                  <Highlighted parts={hit.snippet} />
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ol>
      <ResultPages path={path} answer={answer} />
    </>
  );
}

export function SearchResultsPage({ path, query, state, error, answer, popular, tags, trails = {} }: SearchResultsPageProps) {
  const { t } = usePage();
  const href = useHref();
  const empty = state === 'results' && answer !== null && answer.facets.every((facet) => facet.count === 0);
  const tag = answer?.tag ? (tags.find((item) => item.id === answer.tag) ?? null) : null;
  const heading = state !== 'results' ? t('page.searchResults.title') : query ? t('search.page.heading', { query }) : tag ? t('search.page.tagHeading', { tag: tag.label }) : t('page.searchResults.title');
  return (
    <>
      <section className="section-hero search-hero">
        <div className="container section-hero__inner">
          <h1 className="section-hero__title">{heading}</h1>
          <div className="search-hero__box">
            <Island island={siteSearch} props={{ action: path, variant: 'page', value: query }} load="eager" />
          </div>
          {state === 'invalid' && error ? (
            <p className="search-hero__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </section>
      <div className="container page-body search-page">
        {state === 'notReady' ? (
          <div className="notice search-page__notice" role="status">
            <p className="notice__title">{t('search.notReady')}</p>
            <p className="notice__actions">
              <a className="button button--secondary" href={href(searchHref(path, query, answer?.kind ?? null, 1, answer?.tag ?? null))}>
                {t('search.tryAgain')}
              </a>
            </p>
          </div>
        ) : null}
        {state === 'results' && answer && !empty ? (
          <div className="search-page__layout">
            <div className="search-page__filters">
              <Facets path={path} answer={answer} />
              <TagFacets path={path} answer={answer} tags={tags} />
            </div>
            <div className="search-results">
              <Results path={path} answer={answer} tag={tag} trails={trails} />
            </div>
          </div>
        ) : null}
        {empty && answer ? (
          <div className="search-empty">
            <h2 className="search-empty__title">{t('search.noResults')}</h2>
            {answer.didYouMean ? <DidYouMean path={path} suggestion={answer.didYouMean} /> : null}
            <p className="search-empty__help">{t('search.noResultsHelp', { query: answer.query })}</p>
          </div>
        ) : null}
        {state !== 'results' || empty ? <Popular links={popular} /> : null}
      </div>
    </>
  );
}
