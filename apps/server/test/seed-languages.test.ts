import { LOCALES } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as layout from '../src/reference/terminal-layout';
import { createTestApp, type TestApp } from './test-app';

/** Tables a traveller reads, and the columns that hold translated text (or JSON holding some). */
const TRAVELLER_TEXT = {
  nav_menu: ['name_i18n'],
  folder: ['name_i18n'],
  roll_picture: ['title_i18n', 'content_i18n'],
  article: ['title_i18n', 'summary_i18n', 'content_i18n'],
  footer_column: ['title_i18n'],
  footer_item: ['content_i18n'],
  faq_category: ['name_i18n'],
  faq_question: ['question_i18n', 'answer_i18n'],
  shop: ['name_i18n', 'location_i18n', 'description_i18n'],
  transport_city_terminal: [
    'name_i18n',
    'district_i18n',
    'address_i18n',
    'description_i18n',
    'services_json',
  ],
  transport_coach_route: [
    'name_i18n',
    'province_i18n',
    'city_i18n',
    'destination_i18n',
    'notes_i18n',
    'stops_json',
    'timetable_json',
    'return_json',
  ],
  transport_item: ['data_json'],
} as const;

const NINE_GUIDES = [
  'guide-departure',
  'guide-arrival',
  'guide-transfer',
  'guide-customs',
  'guide-border',
  'guide-security',
  'guide-quarantine',
  'guide-baggage',
  'guide-certificate',
];

/** Where a translated text (an object keyed by locale) lacks one of the four languages. */
function gaps(value: unknown, path: string): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => gaps(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const keys = Object.keys(value);
  if (keys.some((k) => (LOCALES as readonly string[]).includes(k))) {
    const text = value as Record<string, unknown>;
    const written = (l: string) => typeof text[l] === 'string' && String(text[l]).trim() !== '';
    // No text at all (a line without a transfer station) is not a missing translation.
    if (!LOCALES.some(written)) return [];
    return LOCALES.filter((l) => !written(l)).map((l) => `${path} lacks ${l}`);
  }
  return Object.entries(value).flatMap(([k, v]) => gaps(v, `${path}.${k}`));
}

describe('seed data in four languages (issue 19)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(Object.entries(TRAVELLER_TEXT))(
    'every %s record a traveller reads',
    async (table, cols) => {
      const rows = (await t.deps.database.db
        .selectFrom(table as keyof typeof TRAVELLER_TEXT)
        .selectAll()
        .execute()) as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(0);
      const chineseColumns = new Set(
        (
          await t.deps.database.db
            .selectFrom('footer_column')
            .select('id')
            .where('locales', '=', 'zh-CN')
            .execute()
        ).map((c) => c.id),
      );
      const missing = rows.flatMap((row) => {
        // Chinese-only by design: the footer columns shown only to Chinese readers (filing
        // numbers, decision 021), and the featured pair's halves (9685 zh ⇄ 9687 the others).
        if (table === 'footer_column' && row.locales === 'zh-CN') return [];
        if (table === 'footer_item' && chineseColumns.has(row.column_id as number)) return [];
        if (table === 'article' && row.counterpart_id !== null) return [];
        return cols.flatMap((col) =>
          gaps(JSON.parse(String(row[col])), `${table}#${row.id}.${col}`),
        );
      });
      expect(missing).toEqual([]);
    },
  );

  it('the nine traveller guides are real guides: long, sectioned and linked (issue 19)', async () => {
    const rows = await t.deps.database.db
      .selectFrom('article')
      .select(['url_key', 'content_i18n'])
      .where('url_key', 'in', NINE_GUIDES)
      .execute();
    expect(rows.map((r) => r.url_key).sort()).toEqual([...NINE_GUIDES].sort());
    for (const row of rows) {
      const content = JSON.parse(row.content_i18n) as Record<string, string>;
      const text = (html: string) => html.replace(/<[^>]+>/g, ' ');
      const han = [...text(content['zh-CN'] ?? '')].filter((c) => /\p{Script=Han}/u.test(c));
      const words = text(content['en-US'] ?? '')
        .split(/\s+/)
        .filter(Boolean);
      expect({ guide: row.url_key, han: han.length >= 1500, words: words.length >= 1000 }).toEqual({
        guide: row.url_key,
        han: true,
        words: true,
      });
      for (const locale of LOCALES) {
        const html = content[locale] ?? '';
        expect(
          (html.match(/<h2/g) ?? []).length,
          `${row.url_key} ${locale}`,
        ).toBeGreaterThanOrEqual(4);
        expect(html, `${row.url_key} ${locale}`).toMatch(
          /href=['"]\/flight\/(departures|arrivals)/,
        );
        expect(html, `${row.url_key} ${locale}`).toMatch(/href=['"]\/terminal\/map/);
        // A link to another guide (not only to itself).
        const others = new RegExp(`href=['"]/guide/(?!${row.url_key.slice(6)}['"#])[a-z-]+`);
        expect(html, `${row.url_key} ${locale}`).toMatch(others);
      }
    }
  });

  it('every label of the terminal maps', () => {
    expect(gaps(layout, 'terminal-layout')).toEqual([]);
  });
});
