import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  AdminDisruption,
  DisruptionNotice,
  DisruptionState,
  DisruptionUpdate,
  FlightRecord,
  Locale,
} from '@can/contracts';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../platform/clock';
import type { Log } from '../../platform/log';
import type { Store } from '../../platform/store';
import { noticeIn } from '@can/contracts/disruption-notice';
import { readDisruption, writeDisruption } from './repo';
import { renderDisruptionPage } from './static-page';

/** The store's channel on which an instance tells the others that crisis mode changed. */
export const DISRUPTION_CHANNEL = 'disruption';

export interface DisruptionServiceDeps {
  db: Db;
  store: Store;
  clock: Clock;
  log: Log;
  /** Today's cancelled and delayed flights (the flight service). */
  flights: { disrupted(): Promise<{ cancelled: FlightRecord[]; delayed: FlightRecord[] }> };
  /** Where the static disruption page is kept written (DISRUPTION_PAGE_DIR); none: not written. */
  pageDir: string | undefined;
}

/** Records the change in the audit log, inside the transaction that makes it. */
export type RecordChange = (
  trx: Db,
  before: AdminDisruption,
  after: AdminDisruption,
) => Promise<void>;

type Listener = (state: DisruptionState) => void;
type Text = AdminDisruption['message'];

/** While crisis mode is on, the static page's flight lists are brought up to date this often. */
const PAGE_REFRESH_MS = 60_000;

const publicState = ({
  active,
  message,
  transport,
  updatedAt,
}: AdminDisruption): DisruptionState => ({
  active,
  message,
  transport,
  updatedAt,
});

/**
 * Crisis mode (issue 20): operations switch it on with a message in four languages; every page
 * shows it first and the home page becomes the disruption page. The state lives in the database;
 * each instance keeps a copy, refreshed when any instance says it changed (store channel), and
 * tells its open pages at once (the live stream, event `site`). Each change also rewrites the
 * static page that nginx serves when every origin is down.
 */
export function createDisruptionService({
  db,
  store,
  clock,
  log,
  flights,
  pageDir,
}: DisruptionServiceDeps) {
  let state: AdminDisruption | undefined;
  const listeners = new Set<Listener>();
  let unsubscribe: (() => Promise<void>) | undefined;
  let writing = Promise.resolve();
  let refresher: NodeJS.Timeout | undefined;

  async function writePage(current: AdminDisruption): Promise<void> {
    if (!pageDir) return;
    const { cancelled, delayed } = current.active
      ? await flights.disrupted()
      : { cancelled: [], delayed: [] };
    const html = renderDisruptionPage({ state: current, cancelled, delayed, at: clock.now() });
    await mkdir(pageDir, { recursive: true });
    // Written beside and renamed: nginx never serves half a page.
    const temporary = join(pageDir, `.index-${process.pid}.html`);
    await writeFile(temporary, html, { mode: 0o644 });
    await rename(temporary, join(pageDir, 'index.html'));
  }

  /** Rewrites the page, one write at a time; a failure is logged, never thrown at the caller. */
  function queuePage(current: AdminDisruption) {
    writing = writing
      .then(() => writePage(current))
      .catch((error: unknown) => log.error({ err: error }, 'disruption page not written'));
    return writing;
  }

  async function reload(): Promise<AdminDisruption> {
    const before = state;
    state = await readDisruption(db);
    if (before && before.updatedAt === state.updatedAt) return state;
    const shown = publicState(state);
    for (const listener of [...listeners]) listener(shown);
    void queuePage(state);
    return state;
  }

  async function current(): Promise<AdminDisruption> {
    return state ?? reload();
  }

  return {
    current,

    async state(): Promise<DisruptionState> {
      return publicState(await current());
    },

    async notice(locale: Locale): Promise<DisruptionNotice> {
      return noticeIn(await current(), locale);
    },

    async update(
      body: DisruptionUpdate,
      staff: string,
      record: RecordChange,
    ): Promise<AdminDisruption> {
      const now = clock.now();
      const after = await inTransaction(db, async (trx) => {
        const before = await readDisruption(trx);
        // Switching off with the texts left empty keeps them for the next time.
        const kept = (given: Text, old: Text): Text =>
          body.active
            ? given
            : {
                'zh-CN': given['zh-CN'] || old['zh-CN'],
                'en-US': given['en-US'] || old['en-US'],
                'fr-FR': given['fr-FR'] || old['fr-FR'],
                'ko-KR': given['ko-KR'] || old['ko-KR'],
              };
        const next: AdminDisruption = {
          active: body.active,
          message: kept(body.message, before.message),
          transport: kept(body.transport, before.transport),
          updatedAt: now.toISOString(),
          updatedBy: staff,
        };
        await writeDisruption(trx, next, now);
        await record(trx, before, next);
        return next;
      });
      await reload();
      await store
        .publish(DISRUPTION_CHANNEL, after.updatedAt ?? '')
        .catch((error: unknown) => log.error({ err: error }, 'disruption change not published'));
      return after;
    },

    /** Called with the public state whenever it changes; returns the function that stops it. */
    listen(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Reads the state, writes the static page, and follows the other instances' changes. */
    async start(): Promise<void> {
      unsubscribe = await store.subscribe(DISRUPTION_CHANNEL, () => {
        reload().catch((error: unknown) => log.error({ err: error }, 'disruption reload failed'));
      });
      await reload();
      await writing;
      refresher = setInterval(() => {
        if (state?.active) void queuePage(state);
      }, PAGE_REFRESH_MS);
      refresher.unref();
    },

    async stop(): Promise<void> {
      clearInterval(refresher);
      await unsubscribe?.();
      await writing;
    },

    /** Waits for the page writes asked for so far (tests). */
    settled: () => writing,
  };
}

export type DisruptionService = ReturnType<typeof createDisruptionService>;
