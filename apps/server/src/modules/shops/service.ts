import {
  SHOP_CATEGORIES,
  type Locale,
  type ShopCategory,
  type ShopCategoryCount,
  type ShopDetail,
  type ShopListQuery,
  type ShopPage,
  type ShopSummary,
} from '@can/contracts';
import type { Selectable } from 'kysely';
import QRCode from 'qrcode';
import type { Db } from '../../db/database';
import type { ShopTable } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { NotFoundError } from '../../platform/errors';
import { pickText } from '../../platform/i18n-text';
import { message, type MessageKey } from '../../platform/messages';
import { airportClockText, hoursText, isOpenAt } from './opening-hours';
import * as repo from './repo';

type ShopRow = Selectable<ShopTable>;
type ListInput = Omit<ShopListQuery, 'pageNum' | 'pageSize'> & {
  pageNum: number;
  pageSize: number;
};

const categoryKey = (category: ShopCategory) =>
  `shopCategory${category[0]!.toUpperCase()}${category.slice(1)}` as MessageKey;

/** Where the terminal map opens on an outlet. */
export const shopMapHref = (row: Pick<ShopRow, 'id' | 'terminal'>) =>
  `/terminal/map?terminal=${row.terminal}&place=shop-${row.id}`;

function summaryOf(row: ShopRow, locale: Locale, now: string): ShopSummary {
  return {
    id: row.id,
    kind: row.kind as ShopSummary['kind'],
    category: row.category as ShopCategory,
    name: pickText(row.name_i18n, locale),
    terminal: row.terminal,
    flow: row.flow as ShopSummary['flow'],
    scope: row.scope as ShopSummary['scope'],
    side: row.side as ShopSummary['side'],
    floor: row.floor,
    location: pickText(row.location_i18n, locale),
    hours: hoursText(row, locale),
    openNow: isOpenAt(row, now),
    priceLevel: row.price_level,
    mapHref: shopMapHref(row),
  };
}

const qrSvg = (target: string) =>
  QRCode.toString(target, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#0a2348', light: '#ffffff' },
  });

export function createShopService(db: Db, clock: Clock) {
  const nowText = () => airportClockText(clock.now());
  return {
    async list(query: ListInput, locale: Locale): Promise<ShopPage> {
      const now = nowText();
      const { pageNum, pageSize } = query;
      const { rows, total } = await repo.listShops(
        db,
        {
          terminal: query.terminal,
          flow: query.flow,
          scope: query.scope,
          side: query.side,
          category: query.category,
          kind: query.kind,
          keyword: query.keyword?.trim(),
          openAt: query.openNow === '1' ? now : undefined,
        },
        (pageNum - 1) * pageSize,
        pageSize,
      );
      return {
        list: rows.map((r) => summaryOf(r, locale, now)),
        pageNum,
        pageSize,
        pages: Math.ceil(total / pageSize),
        total,
      };
    },

    async detail(id: number, locale: Locale): Promise<ShopDetail> {
      const row = await repo.findShop(db, id);
      if (!row) throw new NotFoundError('shopNotFound');
      const codes = [
        { kind: 'messaging' as const, target: row.messaging_url },
        { kind: 'miniProgram' as const, target: row.mini_program_url },
      ].filter((c) => c.target);
      return {
        ...summaryOf(row, locale, nowText()),
        description: pickText(row.description_i18n, locale),
        phone: row.phone,
        priceText: row.price_text,
        qrCodes: await Promise.all(
          codes.map(async (c) => ({
            ...c,
            label: message(
              locale,
              c.kind === 'messaging' ? 'shopQrMessaging' : 'shopQrMiniProgram',
            ),
            svg: await qrSvg(c.target),
          })),
        ),
      };
    },

    async categories(terminal: string | undefined, locale: Locale): Promise<ShopCategoryCount[]> {
      const counts = await repo.countByCategory(db, terminal || undefined);
      return SHOP_CATEGORIES.map((category) => ({
        category,
        name: message(locale, categoryKey(category)),
        count: Number(counts.find((c) => c.category === category)?.count ?? 0),
      }));
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
