import type { Article, ArticleKind, Locale } from '@can/contracts';
import {
  CONTENT_LIMITS,
  PREVIEW_PAGE_PATH,
  type PreviewTicket,
} from '@can/contracts/admin-content';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { BusinessRuleError } from '../../../platform/errors';
import { sanitizeHtml } from '../../../platform/html-sanitizer';
import { hashToken, newToken } from '../../../platform/secret-token';
import { pickText } from '../../../platform/i18n-text';
import type { Store } from '../../../platform/store';
import { airportIso } from './article-admin';
import * as repo from './repo';

interface KeptDraft {
  kind: ArticleKind;
  urlKey: string;
  locale: Locale;
  title: string;
  summary: string;
  content: string;
  staffId: number;
  at: string;
}

/** The store keeps a draft under its token's hash, never under the token itself. */
const key = (token: string) => `admin:preview:${hashToken(token)}`;
const TTL_MS = CONTENT_LIMITS.previewMinutes * 60_000;

/**
 * Previews in the public layout: the editor's draft (saved or not) is kept in the store for a
 * short while under an unguessable token; the public preview page asks for it with the token,
 * and the call is guarded like every admin call, so only signed-in editors see a draft.
 */
export function createPreviews({ db, store, clock }: { db: Db; store: Store; clock: Clock }) {
  return {
    async create(draft: Omit<KeptDraft, 'at' | 'content'> & { content: string }) {
      const token = newToken(24);
      const now = clock.now();
      const kept: KeptDraft = {
        ...draft,
        content: sanitizeHtml(draft.content),
        at: airportIso(now),
      };
      await store.set(key(token), JSON.stringify(kept), TTL_MS);
      const ticket: PreviewTicket = {
        token,
        expiresAt: new Date(now.getTime() + TTL_MS).toISOString(),
        href: `${PREVIEW_PAGE_PATH}?${new URLSearchParams({ token, urlKey: draft.urlKey })}`,
      };
      return ticket;
    },

    /** The kept draft in the public article shape, in the language it was written in. */
    async view(token: string): Promise<Article & { locale: Locale }> {
      const raw = await store.get(key(token));
      if (!raw) throw new BusinessRuleError('contentPreviewExpired');
      const kept = JSON.parse(raw) as KeptDraft;
      const folderNames = await repo.folderNames(db, kept.urlKey);
      return {
        id: 0,
        kind: kept.kind,
        urlKey: kept.urlKey,
        title: kept.title,
        summary: kept.summary,
        publishedAt: kept.at,
        updatedAt: kept.at,
        lang: kept.locale,
        content: sanitizeHtml(kept.content),
        contentLang: kept.locale,
        folderName: folderNames !== undefined ? pickText(folderNames, kept.locale) : '',
        counterpartId: null,
        previous: null,
        next: null,
        locale: kept.locale,
      };
    },
  };
}

export type Previews = ReturnType<typeof createPreviews>;
