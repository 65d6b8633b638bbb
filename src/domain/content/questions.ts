/**
 * The spec's "questions" service (section 7; DECISIONS: a route under /services/… named with the spec's words):
 * `GET /services/questions` answers the frequently asked questions of the site's FAQ accordions — the same items the
 * content pages render (`:::accordion` in content/), so an answer can never differ from the page that shows it. The
 * contract (decision 005) and the matching are here; the route is `src/server/services/questions.ts`.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { terms } from '#domain/search/tokenize.ts';

export const QUESTIONS_LIMIT = { default: 20, max: 50 } as const;

export const QuestionsQuerySchema = z.object({
  lang: z.enum(LANGUAGES).default('en').describe('Language of the questions'),
  page: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, 'a page key: letters and digits, e.g. airbagRecall')
    .optional()
    .describe("Only this page's questions (its key in the site map, e.g. airbagRecall)"),
  q: z.string().trim().max(100, 'at most 100 characters').optional().describe('Words every question returned has in its question or answer'),
  limit: z.coerce.number().int().min(1).max(QUESTIONS_LIMIT.max).default(QUESTIONS_LIMIT.default),
});
export type QuestionsQuery = z.infer<typeof QuestionsQuerySchema>;

export const QuestionSchema = z.object({
  id: z.string().describe("The item's id on its page (the address's #fragment)"),
  question: z.string(),
  answer: z.string().describe('The answer as plain text; the page shows it with its links and lists'),
  page: z.object({ key: z.string(), title: z.string() }),
  url: z.string().describe('Where the question is answered: its page in the language asked, with #id'),
});
export type Question = z.infer<typeof QuestionSchema>;

export const QuestionsAnswerSchema = z.object({
  lang: z.enum(LANGUAGES),
  total: z.number().int().describe('Questions that match, before the limit'),
  questions: z.array(QuestionSchema),
});
export type QuestionsAnswer = z.infer<typeof QuestionsAnswerSchema>;

/** A question with its words, folded once: what the matching reads on each request. */
export interface IndexedQuestion {
  question: Question;
  inQuestion: ReadonlySet<string>;
  inAll: ReadonlySet<string>;
}

/** Splits each question and answer into terms once (a language's list is kept for the process's life). */
export function indexQuestions(all: readonly Question[], lang: Language): IndexedQuestion[] {
  return all.map((question) => {
    const inQuestion = new Set(terms(question.question, lang));
    return { question, inQuestion, inAll: new Set([...inQuestion, ...terms(question.answer, lang)]) };
  });
}

/**
 * The questions of the query: those of one page when it names one, and when it has words, those whose question or
 * answer holds every word (the last one may be the start of a word, as typed), questions matching in the question
 * first. The site's order (page, then the order on the page) otherwise.
 */
export function matchQuestions(all: readonly IndexedQuestion[], query: Pick<QuestionsQuery, 'page' | 'q' | 'limit'>, lang: Language): QuestionsAnswer {
  const onPage = query.page ? all.filter((item) => item.question.page.key === query.page) : all;
  const wanted = query.q ? terms(query.q, lang) : [];
  const has = (words: ReadonlySet<string>, term: string, last: boolean) => words.has(term) || (last && [...words].some((word) => word.startsWith(term)));
  const found = onPage
    .map((item, index) => ({
      item,
      index,
      matches: wanted.every((term, position) => has(item.inAll, term, position === wanted.length - 1)),
      score: wanted.filter((term, position) => has(item.inQuestion, term, position === wanted.length - 1)).length,
    }))
    .filter((entry) => entry.matches)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item.question);
  return { lang, total: found.length, questions: found.slice(0, query.limit) };
}
