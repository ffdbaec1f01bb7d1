import type { Locale } from '@can/contracts';
import type {
  FaqCategoriesData,
  FaqCategoryKey,
  FaqListData,
  FaqQuestion,
  FaqSearchData,
} from '@can/contracts/faq';
import type { Db } from '../../db/database';
import { airportIso } from '../../platform/airport-time';
import { NotFoundError } from '../../platform/errors';
import { sanitizeHtml } from '../../platform/html-sanitizer';
import { pickText } from '../../platform/i18n-text';
import { createRanker, plainText } from './ranking';
import * as repo from './repo';

export interface FaqListRequest {
  category: string;
  keyword: string;
  pageNum: number;
  pageSize: number;
  questionId?: number | undefined;
}

const EXCERPT_LENGTH = 90;

/** Stored times are ISO 8601; answer them in airport time (with its offset). */
function airportIsoOf(stored: string): string {
  const instant = new Date(stored);
  if (Number.isNaN(instant.getTime())) return stored;
  return airportIso(instant);
}

function excerptOf(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  return `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…`;
}

interface LocalQuestion {
  row: repo.QuestionRow;
  question: string;
  answerHtml: string;
  answerText: string;
}

/**
 * The FAQ: five categories of questions travellers ask, with answers as sanitized HTML. The
 * questions are few (dozens), so every call reads them all and filters and ranks in memory: an
 * edit in the tables shows on the next call.
 */
export function createFaqService(db: Db) {
  async function localQuestions(locale: Locale): Promise<LocalQuestion[]> {
    return (await repo.listPublishedQuestions(db)).map((row) => {
      const answerHtml = sanitizeHtml(pickText(row.answer_i18n, locale));
      return {
        row,
        question: pickText(row.question_i18n, locale),
        answerHtml,
        answerText: plainText(answerHtml),
      };
    });
  }

  function toQuestion(q: LocalQuestion, locale: Locale): FaqQuestion {
    return {
      id: q.row.id,
      category: q.row.category_key as FaqCategoryKey,
      categoryName: pickText(q.row.category_name_i18n, locale),
      question: q.question,
      answer: q.answerHtml,
      updatedAt: airportIsoOf(q.row.updated_at),
    };
  }

  /** Questions matching the keyword, best first; all of them in display order without one. */
  function ranked(questions: LocalQuestion[], keyword: string) {
    if (!keyword) return questions.map((q) => ({ q, score: 0 }));
    const scores = createRanker(
      questions.map((q) => ({ question: q.question, answer: q.answerText })),
    ).score(keyword);
    return questions
      .map((q, i) => ({ q, score: scores[i]!, order: i }))
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score || a.order - b.order);
  }

  return {
    async categories(locale: Locale): Promise<FaqCategoriesData> {
      const [categories, questions] = await Promise.all([
        repo.listCategories(db),
        repo.listPublishedQuestions(db),
      ]);
      return {
        categories: categories.map((c) => ({
          key: c.key as FaqCategoryKey,
          name: pickText(c.name_i18n, locale),
          count: questions.filter((q) => q.category_key === c.key).length,
        })),
        total: questions.length,
      };
    },

    async list(request: FaqListRequest, locale: Locale): Promise<FaqListData> {
      const all = await localQuestions(locale);
      const inCategory =
        request.category && request.category !== 'all'
          ? all.filter((q) => q.row.category_key === request.category)
          : all;
      const hits = ranked(inCategory, request.keyword);
      const { pageSize } = request;
      let { pageNum } = request;
      if (request.questionId !== undefined) {
        const at = hits.findIndex((h) => h.q.row.id === request.questionId);
        if (at >= 0) pageNum = Math.floor(at / pageSize) + 1;
      }
      const start = (pageNum - 1) * pageSize;
      return {
        list: hits.slice(start, start + pageSize).map((h) => toQuestion(h.q, locale)),
        pageNum,
        pageSize,
        pages: Math.ceil(hits.length / pageSize),
        total: hits.length,
      };
    },

    async detail(id: number, locale: Locale): Promise<FaqQuestion> {
      const found = (await localQuestions(locale)).find((q) => q.row.id === id);
      if (!found) throw new NotFoundError();
      return toQuestion(found, locale);
    },

    async search(keyword: string, limit: number, locale: Locale): Promise<FaqSearchData> {
      const hits = ranked(await localQuestions(locale), keyword).slice(0, limit);
      return {
        list: hits.map(({ q, score }) => ({
          id: q.row.id,
          category: q.row.category_key as FaqCategoryKey,
          categoryName: pickText(q.row.category_name_i18n, locale),
          question: q.question,
          excerpt: excerptOf(q.answerText),
          score,
        })),
      };
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
