/**
 * `GET /services/questions`: the frequently asked questions of the site's FAQ accordions, per language, for a page or
 * matching words (contract and matching: `#domain/content/questions.ts`). Read once from the content store — the same
 * parsed items the pages' accordions render — when first asked.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blocksText } from '#domain/content/markdown-ast.ts';
import {
  indexQuestions,
  matchQuestions,
  QuestionsAnswerSchema,
  QuestionsQuerySchema,
  type IndexedQuestion,
  type Question,
  type QuestionsAnswer,
  type QuestionsQuery,
} from '#domain/content/questions.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import type { ContentAccordionProps } from '#ui/islands/accordion.tsx';
import { ErrorObject, sendError } from '#server/errors.ts';

const CACHE = 'public, max-age=300, stale-while-revalidate=3600';

/** Every FAQ item of the authored pages in a language, in the site's order (pages by key, items as on the page). */
export function contentQuestions(app: FastifyInstance, lang: Language): Question[] {
  const questions: Question[] = [];
  const pages = app.content
    .all()
    .filter((page) => page.lang === lang)
    .sort((a, b) => a.key.localeCompare(b.key));
  for (const page of pages) {
    for (const node of page.nodes) {
      if (node.t !== 'embed' || node.name !== 'accordion') continue;
      for (const item of (node.data as ContentAccordionProps).items) {
        questions.push({
          id: item.id,
          question: item.title,
          answer: blocksText(item.blocks),
          page: { key: page.key, title: page.title },
          url: `${localizeHref(page.path, lang)}#${item.id}`,
        });
      }
    }
  }
  return questions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The FAQ questions' matching, for the pages that search them on the server (the customer support page's box). */
    siteQuestions: { match(lang: Language, query: Pick<QuestionsQuery, 'page' | 'q' | 'limit'>): QuestionsAnswer };
  }
}

const questionServices: FastifyPluginAsyncZod = async (app) => {
  const byLanguage = new Map<Language, IndexedQuestion[]>();
  const questionsOf = (lang: Language) => {
    let list = byLanguage.get(lang);
    if (!list) byLanguage.set(lang, (list = indexQuestions(contentQuestions(app, lang), lang)));
    return list;
  };
  app.decorate('siteQuestions', { match: (lang: Language, query: Pick<QuestionsQuery, 'page' | 'q' | 'limit'>) => matchQuestions(questionsOf(lang), query, lang) });
  let keys: ReadonlySet<string> | null = null;
  const pageKeys = () => (keys ??= new Set(app.content.all().map((page) => page.key)));

  app.get(
    '/services/questions',
    {
      schema: {
        tags: ['content'],
        summary: "Questions: the frequently asked questions of the site's FAQ accordions, for a page or matching words",
        querystring: QuestionsQuerySchema,
        response: { 200: QuestionsAnswerSchema, 400: ErrorObject, 404: ErrorObject },
      },
    },
    async (request, reply) => {
      const { lang, page, q, limit } = request.query;
      if (page && !pageKeys().has(page)) return sendError(reply, 404, 'No page with questions has this key', 'NOT_FOUND', `page: ${page}`);
      reply.header('cache-control', CACHE);
      return matchQuestions(questionsOf(lang), { page, q, limit }, lang);
    },
  );
};

// Wrapped so `app.siteQuestions` reaches the page routes (the customer support page's FAQ search box).
export default fp(questionServices, { name: 'questions' });
