import type { Generated } from 'kysely';
import type { Flag, I18nJson } from '../../db/column-types';

export interface FaqCategoryTable {
  id: Generated<number>;
  /** security, airline, police, inspection, traffic. */
  key: string;
  name_i18n: I18nJson;
  sort: number;
}

export interface FaqQuestionTable {
  id: Generated<number>;
  category_id: number;
  question_i18n: I18nJson;
  /** Sanitized HTML per locale. */
  answer_i18n: I18nJson;
  sort: number;
  published: Flag;
  updated_at: string;
}

/** This module's tables; db/schema.ts combines them into `Database` (decision 028). */
export interface FaqTables {
  faq_category: FaqCategoryTable;
  faq_question: FaqQuestionTable;
}
