import type { Seeder } from '..';
import { sanitizeHtml } from '../../platform/html-sanitizer';
import { i18n, type I18nText } from '../../platform/i18n-text';
import { AIRLINE } from './airline';
import type { FaqSeed } from './faq-seed';
import { INSPECTION } from './inspection';
import { POLICE } from './police';
import { SECURITY } from './security';
import { TRAFFIC } from './traffic';

const name = (zh: string, en: string, fr: string, ko: string): I18nText => ({
  'zh-CN': zh,
  'en-US': en,
  'fr-FR': fr,
  'ko-KR': ko,
});

/** The categories of spec section 1 ("all" is no filter), in their order on the page. */
const CATEGORIES: { key: string; name: I18nText; questions: FaqSeed[] }[] = [
  {
    key: 'security',
    name: name('安全检查', 'Security', 'Sûreté', '보안 검색'),
    questions: SECURITY,
  },
  {
    key: 'airline',
    name: name('航空业务', 'Airline services', 'Compagnies aériennes', '항공사 업무'),
    questions: AIRLINE,
  },
  {
    key: 'police',
    name: name('机场公安', 'Airport police', "Police de l'aéroport", '공항 경찰'),
    questions: POLICE,
  },
  {
    key: 'inspection',
    name: name(
      '联检单位',
      'Border, customs and quarantine',
      'Frontière, douane et santé',
      '출입국·세관·검역',
    ),
    questions: INSPECTION,
  },
  {
    key: 'traffic',
    name: name('机场交通', 'Getting to the airport', "Accès à l'aéroport", '공항 교통'),
    questions: TRAFFIC,
  },
];

const sanitized = (text: I18nText): string =>
  i18n(
    Object.fromEntries(
      Object.entries(text).map(([locale, html]) => [locale, sanitizeHtml(html ?? '')]),
    ),
  );

export const seedFaq: Seeder = async (db, now) => {
  for (const [sort, category] of CATEGORIES.entries()) {
    const { id } = await db
      .insertInto('faq_category')
      .values({ key: category.key, name_i18n: i18n(category.name), sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('faq_question')
      .values(
        category.questions.map((q, i) => ({
          category_id: id,
          question_i18n: i18n(q.question),
          answer_i18n: sanitized(q.answer),
          sort: i,
          published: 1,
          updated_at: now.toISOString(),
        })),
      )
      .execute();
  }
};
