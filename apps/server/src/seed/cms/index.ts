import type { Insertable } from 'kysely';
import type { NavMenuTable } from '../../db/schema';
import { airportInstant, airportIso } from '../../platform/airport-time';
import { sanitizeHtml } from '../../platform/html-sanitizer';
import { i18n, type I18nText } from '../../platform/i18n-text';
import { syncIdSequence } from '../../db/dialect-helpers';
import { insertSettingIfAbsent } from '../../db/settings-repo';
import type { Seeder } from '..';
import { NEWS } from './articles-news';
import { PAGES } from './articles-pages';
import { FOOTER } from './footer';
import { folderSeeds } from './folders';
import { NAV_MENUS, type NavSeed } from './nav-menus';
import { rollPictureSeeds } from './roll-pictures';

const sanitized = (text: I18nText): string =>
  i18n(
    Object.fromEntries(
      Object.entries(text).map(([locale, html]) => [locale, sanitizeHtml(html ?? '')]),
    ),
  );

/** Airport-local ISO time `days` days before `now`, at a plausible office hour. */
function publishedAt(now: Date, days: number, index: number): string {
  const at = new Date(now.getTime() - days * 86_400_000 - (index % 5) * 3_600_000);
  return airportIso(at);
}

/** When the text was last checked: the editor's day (never after the seeding moment), or now. */
function reviewedAt(now: Date, day: string | undefined): string {
  const at = day ? new Date(airportInstant(day, 10 * 60)) : now;
  return new Date(Math.min(at.getTime(), now.getTime())).toISOString();
}

export const seedCms: Seeder = async (db, now) => {
  const navRows: Insertable<NavMenuTable>[] = [];
  const walk = (entries: NavSeed[], parent: number | null) =>
    entries.forEach((e, i) => {
      navRows.push({
        id: e.id,
        parent_id: parent,
        path: e.path,
        urlkey: e.urlkey,
        name_i18n: i18n(e.name),
        query: e.query ?? '',
        component: e.component ?? '',
        hidden: e.hidden ? 1 : 0,
        sort: i + 1,
      });
      if (e.children) walk(e.children, e.id);
    });
  walk(NAV_MENUS, null);
  // Parents first, so the foreign key always finds its row.
  await db
    .insertInto('nav_menu')
    .values(navRows.filter((r) => r.parent_id === null))
    .execute();
  await db
    .insertInto('nav_menu')
    .values(navRows.filter((r) => r.parent_id !== null))
    .execute();
  await syncIdSequence(db, 'nav_menu');

  await db
    .insertInto('folder')
    .values(
      folderSeeds().map((f) => ({
        url_key: f.urlKey,
        name_i18n: i18n(f.name),
        banner_url: f.bannerUrl,
      })),
    )
    .execute();

  await db
    .insertInto('roll_picture')
    .values(
      rollPictureSeeds().map((p) => ({
        url_key: p.urlKey,
        title_i18n: i18n(p.title),
        content_i18n: i18n(p.content),
        image_url: p.imageUrl,
        image_net_url: '',
        url: p.url,
        is_app: p.isApp ? 1 : 0,
        sort: p.sort,
        published: 1,
      })),
    )
    .execute();

  await db
    .insertInto('article')
    .values(
      [...NEWS, ...PAGES].map((a, i) => ({
        id: a.id,
        kind: a.kind,
        url_key: a.urlKey,
        title_i18n: i18n(a.title),
        summary_i18n: i18n(a.summary),
        content_i18n: sanitized(a.content),
        published_at: publishedAt(now, a.daysAgo, i),
        published: 1,
        counterpart_id: a.counterpartId ?? null,
        updated_at: reviewedAt(now, a.reviewedAt),
      })),
    )
    .execute();
  await syncIdSequence(db, 'article');

  for (const [sort, column] of FOOTER.entries()) {
    const inserted = await db
      .insertInto('footer_column')
      .values({ title_i18n: i18n(column.title), locales: (column.locales ?? []).join(','), sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('footer_item')
      .values(
        column.items.map((item, i) => ({
          column_id: inserted.id,
          type: item.type,
          content_i18n: i18n(item.content),
          link: item.link ?? '',
          urlkey: item.urlkey ?? '',
          prama: item.prama ?? '',
          show_date: item.showDate ? 1 : 0,
          sort: i,
        })),
      )
      .execute();
  }

  await insertSettingIfAbsent(
    db,
    'cms.contact',
    JSON.stringify({
      hotline: '020-36066999',
      address: {
        'zh-CN': '广东省广州市白云区机场路',
        'en-US': 'Airport Road, Baiyun District, Guangzhou, Guangdong, China',
        'fr-FR': 'Airport Road, district de Baiyun, Canton, Guangdong, Chine',
        'ko-KR': '중국 광둥성 광저우시 바이윈구 공항로',
      },
      qrCodeUrl: 'qr/wechat-official.svg',
      qrCodeLabel: {
        'zh-CN': '白云机场官方微信',
        'en-US': 'Baiyun Airport on WeChat',
        'fr-FR': 'Baiyun Airport sur WeChat',
        'ko-KR': '바이윈공항 위챗 공식 계정',
      },
    }),
    now,
  );
};
