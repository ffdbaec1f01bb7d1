import type { ArticleKind, Locale } from '@can/contracts';
import type {
  AdminArticle,
  AdminArticlePage,
  ContentStatus,
  TextsByLocale,
} from '@can/contracts/admin-content';
import type { Db } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { airportIso } from '../../../platform/airport-time';
import type { Clock } from '../../../platform/clock';
import { BusinessRuleError, NotFoundError } from '../../../platform/errors';
import { pickText } from '../../../platform/i18n-text';
import type { AuditActor, AuditLog } from '../audit';
import * as repo from './repo';
import {
  changedTexts,
  editorTexts,
  localesOf,
  storedOf,
  storedTexts,
  type StoredTexts,
} from './content-texts';
import { folderOfKind } from './scopes';

/**
 * Which articles a set of admin calls manages: notifications (kind `notification`) or the
 * editorial kinds. `renumberOnPublish`: a notification published gets an id above every id
 * handed out so far, since the visitor's read marker counts ids (see decision 013).
 */
export interface ContentScope {
  kinds: readonly ArticleKind[];
  /** Audit action prefix: `notification` or `article`. */
  noun: 'notification' | 'article';
  renumberOnPublish: boolean;
}

export interface ListInput {
  locale?: Locale | undefined;
  missing?: Locale | undefined;
  status?: ContentStatus | undefined;
  kind?: ArticleKind | undefined;
  q?: string | undefined;
  pageNum: number;
  pageSize: number;
}

/** Airport-local ISO 8601 with offset, as the public calls answer it (preview.ts uses it too). */
export { airportIso };

const json = (texts: Partial<Record<Locale, string>>) => JSON.stringify(texts);

function toAdmin(row: repo.ArticleRow): AdminArticle {
  return {
    id: row.id,
    kind: row.kind as ArticleKind,
    urlKey: row.url_key,
    status: row.published ? 'published' : 'draft',
    publishedAt: row.published ? row.published_at : null,
    updatedAt: row.updated_at,
    texts: editorTexts(row),
  };
}

function snapshot(row: Pick<repo.ArticleRow, 'published' | 'published_at' | 'id'>) {
  return {
    id: row.id,
    status: row.published ? 'published' : 'draft',
    publishedAt: row.published ? row.published_at : null,
  };
}

/**
 * Editing articles of a scope. Every change is written to the audit log, as `actor`, inside the
 * transaction that makes it.
 */
export function createArticleAdmin({
  db,
  clock,
  audit,
}: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
}) {
  async function load(scope: ContentScope, id: number, from: Db = db) {
    const row = await repo.findArticle(from, id, scope.kinds);
    if (!row) throw new NotFoundError();
    return row;
  }

  return {
    /** The folder an article lives in: its kind's, or for a page an existing folder. */
    async folderFor(kind: string, urlKey: string | undefined): Promise<string> {
      if (kind !== 'page') return folderOfKind(kind as Parameters<typeof folderOfKind>[0]);
      const key = urlKey ?? '';
      if (!key || !(await repo.folderExists(db, key)))
        throw new BusinessRuleError('contentFolderUnknown', { urlKey: key });
      return key;
    },

    async list(scope: ContentScope, input: ListInput, locale: Locale): Promise<AdminArticlePage> {
      const { rows, total } = await repo.listArticles(
        db,
        {
          kinds: input.kind && scope.kinds.includes(input.kind) ? [input.kind] : scope.kinds,
          locale: input.locale,
          missing: input.missing,
          published: input.status === undefined ? undefined : input.status === 'published',
          q: input.q || undefined,
        },
        (input.pageNum - 1) * input.pageSize,
        input.pageSize,
      );
      return {
        list: rows.map((row) => ({
          id: row.id,
          kind: row.kind as ArticleKind,
          urlKey: row.url_key,
          status: row.published ? 'published' : 'draft',
          title: pickText(row.title_i18n, input.locale ?? locale),
          locales: localesOf(row.title_i18n),
          missing: row.missing_locales.split(',').filter(Boolean) as Locale[],
          publishedAt: row.published ? row.published_at : null,
          updatedAt: row.updated_at,
        })),
        pageNum: input.pageNum,
        pageSize: input.pageSize,
        pages: Math.ceil(total / input.pageSize),
        total,
      };
    },

    async get(scope: ContentScope, id: number): Promise<AdminArticle> {
      return toAdmin(await load(scope, id));
    },

    /** A new draft. */
    async create(
      scope: ContentScope,
      input: { kind: ArticleKind; urlKey: string; texts: TextsByLocale },
      actor: AuditActor,
    ): Promise<AdminArticle> {
      const texts = storedTexts(input.texts);
      const now = clock.now();
      return inTransaction(db, async (trx) => {
        const id = await repo.insertArticle(trx, {
          kind: input.kind,
          url_key: input.urlKey,
          title_i18n: json(texts.title),
          summary_i18n: json(texts.summary),
          content_i18n: json(texts.content),
          published_at: airportIso(now),
          published: 0,
          counterpart_id: null,
          updated_at: now.toISOString(),
        });
        const row = await load(scope, id, trx);
        await audit.record(trx, actor, {
          action: `${scope.noun}.create`,
          target: `article:${id}`,
          before: null,
          after: { kind: input.kind, urlKey: input.urlKey, status: 'draft', ...flat(texts) },
        });
        return toAdmin(row);
      });
    },

    /** New texts; `updatedAt` must be the one the editor loaded (no silent overwrite). */
    async update(
      scope: ContentScope,
      input: { id: number; updatedAt: string; texts: TextsByLocale },
      actor: AuditActor,
    ): Promise<AdminArticle> {
      storedTexts(input.texts); // refuse bad input before opening a transaction
      return inTransaction(db, async (trx) => {
        const row = await load(scope, input.id, trx);
        if (row.updated_at !== input.updatedAt) throw new BusinessRuleError('contentChanged');
        const texts = storedTexts(input.texts, storedOf(row));
        const { before, after } = changedTexts(storedOf(row), texts);
        if (Object.keys(after).length === 0) return toAdmin(row);
        const updatedAt = laterThan(row.updated_at, clock.now());
        await repo.updateArticle(trx, row.id, {
          title_i18n: json(texts.title),
          summary_i18n: json(texts.summary),
          content_i18n: json(texts.content),
          updated_at: updatedAt,
        });
        await audit.record(trx, actor, {
          action: `${scope.noun}.update`,
          target: `article:${row.id}`,
          before,
          after,
        });
        return toAdmin(await load(scope, row.id, trx));
      });
    },

    /** Shown on the public site from now on, dated now. */
    async publish(scope: ContentScope, id: number, actor: AuditActor): Promise<AdminArticle> {
      const now = clock.now();
      return inTransaction(db, async (trx) => {
        const row = await load(scope, id, trx);
        if (row.published) return toAdmin(row);
        const changes = {
          published: 1 as const,
          published_at: airportIso(now),
          updated_at: laterThan(row.updated_at, now),
        };
        let publishedId = row.id;
        if (scope.renumberOnPublish && row.id < (await repo.maxArticleId(trx))) {
          const { id: _old, ...rest } = row;
          publishedId = await repo.insertArticle(trx, { ...rest, ...changes });
          await repo.deleteArticle(trx, row.id);
        } else {
          await repo.updateArticle(trx, row.id, changes);
        }
        const published = await load(scope, publishedId, trx);
        await audit.record(trx, actor, {
          action: `${scope.noun}.publish`,
          target: `article:${publishedId}`,
          before: snapshot(row),
          after: { ...snapshot(published), title: localesTitle(published) },
        });
        return toAdmin(published);
      });
    },

    /** Gone from the public site at once; back to a draft. */
    async unpublish(scope: ContentScope, id: number, actor: AuditActor): Promise<AdminArticle> {
      const now = clock.now();
      return inTransaction(db, async (trx) => {
        const row = await load(scope, id, trx);
        if (!row.published) return toAdmin(row);
        await repo.updateArticle(trx, row.id, {
          published: 0,
          updated_at: laterThan(row.updated_at, now),
        });
        const after = await load(scope, row.id, trx);
        await audit.record(trx, actor, {
          action: `${scope.noun}.unpublish`,
          target: `article:${row.id}`,
          before: snapshot(row),
          after: snapshot(after),
        });
        return toAdmin(after);
      });
    },
  };
}

export type ArticleAdmin = ReturnType<typeof createArticleAdmin>;

function flat(texts: StoredTexts): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of ['title', 'summary', 'content'] as const)
    for (const [locale, value] of Object.entries(texts[field])) out[`${field}.${locale}`] = value;
  return out;
}

function localesTitle(row: repo.ArticleRow): Record<string, string> {
  return storedOf(row).title;
}

/**
 * The new version stamp: now, or a millisecond after the old one when the clock has not moved
 * (tests, or two saves within a millisecond), so every change gives a new stamp.
 */
function laterThan(previous: string, now: Date): string {
  const before = Date.parse(previous);
  const at = Number.isNaN(before) || now.getTime() > before ? now.getTime() : before + 1;
  return new Date(at).toISOString();
}
