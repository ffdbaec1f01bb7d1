import {
  DEFAULT_LOCALE,
  type AnnouncementData,
  type Article,
  type ArticleKind,
  type ArticlePage,
  type ArticleSummary,
  type Folder,
  type FooterData,
  type HomeIndexData,
  type Locale,
  type NavMenu,
  type NotificationsData,
  type RollPicture,
} from '@can/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { getSetting } from '../../db/settings-repo';
import type { ArticleTable, NavMenuTable } from '../../db/schema';
import { withAirportOffset } from '../../platform/airport-time';
import { NotFoundError } from '../../platform/errors';
import { sanitizeHtml } from '../../platform/html-sanitizer';
import { hasText, pickText, textIn, type I18nText } from '../../platform/i18n-text';
import * as repo from './repo';
import { filingsFor } from './filings';

type Row<T> = Selectable<T>;

/** A urlKey may carry the language suffix the language menu adds (airport-notice_en). */
const LANGUAGE_SUFFIX = /[-_](en|zh|fr|ko)$/i;

function toIsoAirportTime(stored: string): string {
  // Stored as ISO 8601 with offset already; anything without an offset is airport time.
  return /[+-]\d\d:\d\d$|Z$/.test(stored) ? stored : withAirportOffset(stored);
}

/**
 * Whether a list shows this article to a reader of `locale`. An article published as a pair (a
 * Chinese record and one for the other languages, spec section 2: 9685 ⇄ 9687) is listed once:
 * the Chinese record to Chinese readers, the other to everyone else. Other articles always.
 */
function listedFor(
  row: Pick<Row<ArticleTable>, 'counterpart_id' | 'title_i18n'>,
  locale: Locale,
): boolean {
  if (row.counterpart_id === null) return true;
  const chinese = hasText(row.title_i18n, DEFAULT_LOCALE);
  return locale === DEFAULT_LOCALE ? chinese : !chinese || hasText(row.title_i18n, locale);
}

function summaryOf(
  row: Pick<
    Row<ArticleTable>,
    'id' | 'kind' | 'url_key' | 'title_i18n' | 'summary_i18n' | 'published_at'
  >,
  locale: Locale,
): ArticleSummary {
  const title = textIn(row.title_i18n, locale);
  return {
    id: row.id,
    kind: row.kind as ArticleKind,
    urlKey: row.url_key,
    title: title.text,
    summary: pickText(row.summary_i18n, locale),
    publishedAt: toIsoAirportTime(row.published_at),
    lang: title.lang,
  };
}

export function buildNavTree(rows: Row<NavMenuTable>[], locale: Locale): NavMenu[] {
  const byParent = new Map<number | null, Row<NavMenuTable>[]>();
  for (const row of rows) {
    const list = byParent.get(row.parent_id) ?? [];
    list.push(row);
    byParent.set(row.parent_id, list);
  }
  const build = (parent: number | null, depth: number): NavMenu[] =>
    depth > 4
      ? []
      : (byParent.get(parent) ?? []).map((row) => ({
          id: row.id,
          path: row.path,
          urlkey: row.urlkey,
          name: pickText(row.name_i18n, locale),
          query: row.query,
          component: row.component,
          hidden: Boolean(row.hidden),
          sort: row.sort,
          childrenNavMenus: build(row.id, depth + 1),
        }));
  return build(null, 0);
}

/** The footer's contact block, kept as CMS data in app_setting. */
export const CONTACT_SETTING = 'cms.contact';
export interface ContactBlock {
  hotline: string;
  address: I18nText;
  qrCodeUrl: string;
  qrCodeLabel: I18nText;
}

function parseContact(json: string | undefined): ContactBlock {
  const fallback: ContactBlock = {
    hotline: '020-36066999',
    address: {},
    qrCodeUrl: '',
    qrCodeLabel: {},
  };
  if (!json) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(json) as Partial<ContactBlock>) };
  } catch {
    return fallback;
  }
}

export function createCmsService(db: Db) {
  async function folderRow(urlKey: string) {
    return (
      (await repo.findFolder(db, urlKey)) ??
      (LANGUAGE_SUFFIX.test(urlKey)
        ? await repo.findFolder(db, urlKey.replace(LANGUAGE_SUFFIX, ''))
        : undefined)
    );
  }

  async function rollPictures(urlKey: string, locale: Locale): Promise<RollPicture[]> {
    const [rows, pairs] = await Promise.all([
      repo.listRollPictures(db, urlKey.replace(LANGUAGE_SUFFIX, '')),
      repo.listPairedArticles(db),
    ]);
    // A banner that opens one half of the featured pair opens the reader's half (9685 ⇄ 9687).
    const swap = new Map(
      pairs
        .filter((row) => !listedFor(row, locale) && row.counterpart_id !== null)
        .map((row) => [String(row.id), String(row.counterpart_id)]),
    );
    const urlFor = (url: string) =>
      url.replace(/([?&]articleId=)(\d+)(?=&|$)/, (whole, key: string, id: string) =>
        swap.has(id) ? `${key}${swap.get(id)}` : whole,
      );
    return rows.map((r) => ({
      id: r.id,
      title: pickText(r.title_i18n, locale),
      content: pickText(r.content_i18n, locale),
      imageUrl: r.image_url,
      imageNetUrl: r.image_net_url,
      url: urlFor(r.url),
      isApp: Boolean(r.is_app),
      sort: r.sort,
    }));
  }

  /** The ids of paired articles that lists leave out for a reader of `locale`. */
  async function hiddenFrom(locale: Locale): Promise<number[]> {
    const pairs = await repo.listPairedArticles(db);
    return pairs.filter((row) => !listedFor(row, locale)).map((row) => row.id);
  }

  async function latest(kind: ArticleKind, locale: Locale, limit: number) {
    const rows = await repo.listArticlesByKind(db, kind, limit, await hiddenFrom(locale));
    return rows.map((r) => summaryOf(r, locale));
  }

  return {
    async navMenus(locale: Locale): Promise<NavMenu[]> {
      return buildNavTree(await repo.listNavMenus(db), locale);
    },

    async folder(urlKey: string, locale: Locale): Promise<Folder> {
      const row = await folderRow(urlKey);
      if (!row) throw new NotFoundError();
      return {
        urlKey: row.url_key,
        name: pickText(row.name_i18n, locale),
        bannerUrl: row.banner_url,
      };
    },

    rollPictures,

    async homeIndex(locale: Locale): Promise<HomeIndexData> {
      const [pictures, headlines, airportNotices, companyNotices] = await Promise.all([
        rollPictures('home', locale),
        latest('headline', locale, 6),
        latest('airport-notice', locale, 6),
        latest('company-notice', locale, 6),
      ]);
      return { rollPictures: pictures, headlines, airportNotices, companyNotices };
    },

    async notifications(locale: Locale): Promise<NotificationsData> {
      const list = await latest('notification', locale, 50);
      return { list, latestId: list.reduce((max, n) => Math.max(max, n.id), -1) };
    },

    async announcement(locale: Locale): Promise<AnnouncementData> {
      const row = await repo.latestArticleWithContent(db, 'announcement');
      if (!row) return { tbArticles: [] };
      return {
        tbArticles: [
          {
            id: row.id,
            title: pickText(row.title_i18n, locale),
            content: sanitizeHtml(pickText(row.content_i18n, locale)),
            publishedAt: toIsoAirportTime(row.published_at),
          },
        ],
      };
    },

    async articleList(
      urlKey: string,
      pageNum: number,
      pageSize: number,
      locale: Locale,
    ): Promise<ArticlePage> {
      const key = urlKey.replace(LANGUAGE_SUFFIX, '');
      const { rows, total } = await repo.listArticlesByKey(
        db,
        key,
        (pageNum - 1) * pageSize,
        pageSize,
        await hiddenFrom(locale),
      );
      return {
        list: rows.map((r) => summaryOf(r, locale)),
        pageNum,
        pageSize,
        pages: Math.ceil(total / pageSize),
        total,
      };
    },

    async articleDetail(id: number, locale: Locale): Promise<Article> {
      const row = await repo.findArticle(db, id);
      if (!row) throw new NotFoundError();
      const [folder, { newer, older }] = await Promise.all([
        repo.findFolder(db, row.url_key),
        repo.findNeighbours(db, row, await hiddenFrom(locale)),
      ]);
      const neighbour = (n: typeof newer) => {
        if (!n) return null;
        const title = textIn(n.title_i18n, locale);
        return { id: n.id, title: title.text, lang: title.lang };
      };
      const content = textIn(row.content_i18n, locale);
      return {
        ...summaryOf(row, locale),
        content: sanitizeHtml(content.text),
        contentLang: content.lang,
        updatedAt: toIsoAirportTime(row.updated_at),
        folderName: folder ? pickText(folder.name_i18n, locale) : '',
        counterpartId: row.counterpart_id,
        previous: neighbour(newer),
        next: neighbour(older),
      };
    },

    async footer(locale: Locale, host: string | undefined): Promise<FooterData> {
      const [{ columns, items }, contactJson] = await Promise.all([
        repo.listFooter(db),
        getSetting(db, CONTACT_SETTING),
      ]);
      const contact = parseContact(contactJson);
      const shown = columns.filter((c) => !c.locales || c.locales.split(',').includes(locale));
      return {
        columns: shown.map((c) => ({
          title: pickText(c.title_i18n, locale),
          children: items
            .filter((i) => i.column_id === c.id)
            .map((i) => ({
              type: i.type as 'img' | 'label' | 'link',
              content: pickText(i.content_i18n, locale),
              link: i.link,
              urlkey: i.urlkey,
              prama: i.prama,
              showDate: Boolean(i.show_date),
            })),
        })),
        contact: {
          hotline: contact.hotline,
          address: pickText(contact.address, locale),
          qrCodeUrl: contact.qrCodeUrl,
          qrCodeLabel: pickText(contact.qrCodeLabel, locale),
        },
        ...filingsFor(host),
      };
    },
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
