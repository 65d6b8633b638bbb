/**
 * The dear{brand} stories page (`/owners/dear-{brand}/stories.html?q=…&page=…`): the published stories, newest first,
 * a search box that is a plain GET form, pages as links — all rendered on the server, so it works without script and
 * sends none. A story links to its own page (story-page.tsx). States: stories, a search's results, no story yet, no
 * story found, and a query the service refuses.
 */
import type { StoriesAnswer, StorySummary } from '#domain/stories/stories.ts';
import { LANGUAGE_NAMES } from '#domain/i18n/languages.ts';
import { Button } from '#ui/components/button.tsx';
import { TextField } from '#ui/components/form-controls.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { Pagination } from '#ui/components/pagination.tsx';
import { storyDate, storyPlace } from './story-page.tsx';

export interface StoriesPageProps {
  eyebrow: string;
  title: string;
  intro: string;
  /** The page's own path, without language prefix. */
  path: string;
  /** The letter form's page, where a visitor writes their own. */
  writePath: string;
  /** The text searched for, trimmed ('' for the list). */
  query: string;
  /** A problem with the query (too long); the form shows it and no search was made. */
  error?: string | undefined;
  /** The stories of this page: the list, or the search's results. */
  answer: StoriesAnswer | null;
  /** The query's longest length. */
  maxQuery: number;
}

function pageHref(path: string, query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function StoryPages({ path, query, answer }: { path: string; query: string; answer: StoriesAnswer }) {
  const { t } = usePage();
  const href = useHref();
  return <Pagination current={answer.page} pages={answer.pageCount} label={t('stories.pages.label')} link={(page) => href(pageHref(path, query, page))} />;
}

function StoryCard({ story }: { story: StorySummary }) {
  const { t, lang } = usePage();
  const titleId = `story-${story.id}-title`;
  return (
    <li className="story-card">
      <article aria-labelledby={titleId} lang={story.lang === lang ? undefined : story.lang}>
        <h2 className="story-card__title" id={titleId}>
          <a href={story.url}>{story.title}</a>
        </h2>
        <p className="story-card__byline" lang={lang}>
          <span className="story-card__author">{story.author}</span>
          <span aria-hidden="true"> · </span>
          <span>{storyPlace(t, story)}</span>
        </p>
        <p className="story-card__excerpt">{story.excerpt}</p>
        <p className="story-card__meta" lang={lang}>
          <time dateTime={story.publishedAt}>{t('stories.published', { date: storyDate(story.publishedAt, lang) })}</time>
          {story.lang !== lang ? (
            <span className="story-card__lang">
              {t('stories.writtenIn')} <span lang={story.lang}>{LANGUAGE_NAMES[story.lang]}</span>
            </span>
          ) : null}
        </p>
      </article>
    </li>
  );
}

export function StoriesPage({ eyebrow, title, intro, path, writePath, query, error, answer, maxQuery }: StoriesPageProps) {
  const { t } = usePage();
  const href = useHref();
  const searching = query !== '' && !error;
  const empty = answer !== null && answer.total === 0;
  const first = answer ? (answer.page - 1) * answer.pageSize + 1 : 1;
  const count = answer
    ? searching
      ? t('stories.results.count', { count: answer.total, query })
      : t('stories.count', { count: answer.total })
    : '';
  return (
    <>
      <section className="section-hero stories-hero">
        <div className="container section-hero__inner">
          <p className="section-hero__eyebrow">{eyebrow}</p>
          <h1 className="section-hero__title">{title}</h1>
          <p className="section-hero__intro">{intro}</p>
          <div className="section-hero__actions">
            <a className="button button--ghost" href={href(writePath)}>
              {t('stories.write')}
            </a>
          </div>
        </div>
      </section>
      <div className="container page-body stories">
        <form className="stories__search" role="search" method="get" action={href(path)} aria-label={t('stories.search.label')} noValidate>
          <TextField
            id="stories-q"
            name="q"
            type="search"
            label={t('stories.search.label')}
            hint={t('stories.search.hint')}
            maxLength={maxQuery}
            defaultValue={query}
            error={error}
            enterKeyHint="search"
          />
          <Button type="submit">{t('stories.search.submit')}</Button>
        </form>
        {answer && !empty ? (
          <>
            <div className="stories__summary">
              <p className="stories__count" role="status">
                {count}
              </p>
              {searching ? <a href={href(path)}>{t('stories.results.clear')}</a> : null}
            </div>
            <ol className="stories__list" start={first} aria-label={searching ? t('stories.results.label') : t('stories.list.label')}>
              {answer.stories.map((story) => (
                <StoryCard key={story.id} story={story} />
              ))}
            </ol>
            {answer.stories.length === 0 ? (
              <p className="stories__beyond">
                <a href={href(pageHref(path, query, 1))}>{t('stories.firstPage')}</a>
              </p>
            ) : null}
            <StoryPages path={path} query={query} answer={answer} />
          </>
        ) : null}
        {empty && searching ? (
          <section className="stories__empty" aria-labelledby="stories-none-title">
            <div role="status">
              <h2 id="stories-none-title" className="stories__empty-title">
                {t('stories.noResults.title', { query })}
              </h2>
            </div>
            <p>{t('stories.noResults.text')}</p>
            <p>
              <a href={href(path)}>{t('stories.results.clear')}</a>
            </p>
          </section>
        ) : null}
        {empty && !searching ? (
          <section className="stories__empty" aria-labelledby="stories-empty-title">
            <h2 id="stories-empty-title" className="stories__empty-title">
              {t('stories.empty.title')}
            </h2>
            <p>{t('stories.empty.text')}</p>
            <p>
              <a className="button" href={href(writePath)}>
                {t('stories.write')}
              </a>
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
