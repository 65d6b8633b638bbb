/**
 * One published dear{brand} story (`/owners/dear-{brand}/stories/{id}.html`): its title, author (first name and
 * initial), place and date, its text in paragraphs, and the photo or video link the author gave — a plain link to the
 * other site, never embedded, so the page sends no script and makes no third-party request.
 */
import type { Story, StorySummary } from '#domain/stories/stories.ts';
import { formatDay } from '#domain/i18n/format.ts';
import type { Language } from '#domain/i18n/languages.ts';
import type { Translate } from '#domain/i18n/translate.ts';
import { YOUTUBE_PATTERN } from '#domain/validation/rules.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';

/** "Minneapolis, Minnesota": the city and the state's name in the page's language. */
export function storyPlace(t: Translate, story: Pick<StorySummary, 'city' | 'state'>): string {
  return `${story.city}, ${t(`state.${story.state}`)}`;
}

/** A story's date (an ISO date-time) as the page's language writes a day. */
export function storyDate(iso: string, lang: Language): string {
  return formatDay(iso.slice(0, 10), lang, 'long');
}

export interface StoryPageProps {
  story: Story;
  /** The stories page, without language prefix. */
  storiesPath: string;
  /** The letter form's page. */
  writePath: string;
}

export function StoryPage({ story, storiesPath, writePath }: StoryPageProps) {
  const { t, lang } = usePage();
  const href = useHref();
  const own = story.lang === lang ? undefined : story.lang;
  const paragraphs = story.text.split(/\n\s*\n|\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <article className="story" aria-labelledby="story-title">
      <header className="section-hero story__hero">
        <div className="container section-hero__inner">
          <p className="section-hero__eyebrow">
            <a href={href(storiesPath)}>{t('page.dearBrandStories.title')}</a>
          </p>
          <h1 className="section-hero__title" id="story-title" lang={own}>
            {story.title}
          </h1>
          <p className="section-hero__intro story__byline">
            <span className="story__author">{story.author}</span>
            <span aria-hidden="true"> · </span>
            <span>{storyPlace(t, story)}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={story.publishedAt}>{t('stories.published', { date: storyDate(story.publishedAt, lang) })}</time>
          </p>
        </div>
      </header>
      <div className="container page-body story__body">
        <div className="story__text" lang={own}>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {story.mediaLink ? (
          <p className="story__media">
            <a href={story.mediaLink} rel="nofollow ugc noopener noreferrer">
              {t(YOUTUBE_PATTERN.test(story.mediaLink) ? 'story.media.video' : 'story.media.link')}
              <span className="visually-hidden"> {t('story.media.external')}</span>
            </a>
          </p>
        ) : null}
        <footer className="story__footer">
          <a href={href(storiesPath)}>{t('story.back')}</a>
          <a className="button button--secondary" href={href(writePath)}>
            {t('stories.write')}
          </a>
        </footer>
      </div>
    </article>
  );
}
