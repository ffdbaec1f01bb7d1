import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

/**
 * The import fences of eslint.config.js (issue 21), tried on code written into real places of
 * the tree: features and modules keep to themselves, the back office's areas too (another area
 * only through its index.ts), and the shared layers import nothing above them.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });
// The first lint builds the TypeScript resolver for the whole workspace: tens of seconds on a
// slow or busy machine.
vi.setConfig({ testTimeout: 120_000 });

async function fencesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, {
    filePath: `${ROOT}${filePath}`,
  });
  return result!.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('import fences', () => {
  it.each([
    [
      'a back-office area into another area’s internals (server)',
      'apps/server/src/modules/admin/staff/fence-probe.ts',
      "import { hashPassword as value } from '../auth/password';",
    ],
    [
      'a back-office area into another area’s internals (web)',
      'apps/web/src/features/admin/catalog/fence-probe.ts',
      "import { feedbackListQuery as value } from '../feedback/api/get-feedback-list';",
    ],
    [
      'one public feature into another',
      'apps/web/src/features/flights/fence-probe.ts',
      "import * as value from '../checkin/api/checkin-api';",
    ],
    [
      'one server module into another’s internals',
      'apps/server/src/modules/flights/fence-probe.ts',
      "import * as value from '../member/service';",
    ],
    [
      'the platform into a module',
      'apps/server/src/platform/fence-probe.ts',
      "import * as value from '../modules/member/service';",
    ],
    [
      'the platform into the app it is assembled into',
      'apps/server/src/platform/fence-probe.ts',
      "import { buildApp as value } from '../app';",
    ],
  ])('refuses an import from %s', async (_what, file, code) => {
    expect(await fencesBroken(file, code)).toHaveLength(1);
  });

  it.each([
    [
      'another back-office area through its index.ts',
      'apps/server/src/modules/admin/staff/fence-probe.ts',
      "import { hashPassword as value } from '../auth';",
    ],
    [
      'the back office’s shared frame',
      'apps/web/src/features/admin/catalog/fence-probe.ts',
      "import * as value from '../shell/admin-language';",
    ],
    [
      'the back office’s shared files',
      'apps/server/src/modules/admin/staff/fence-probe.ts',
      "import type { AdminDeps as value } from '../deps';",
    ],
  ])('allows an import of %s', async (_what, file, code) => {
    expect(await fencesBroken(file, code)).toEqual([]);
  });
});

/** The messages of the module-shape rules (decision 028) for `code` written at `filePath`. */
async function shapeBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${ROOT}${filePath}` });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const QUERY = `
import type { Db } from '../../db/database';
export const count = (db: Db) => db.selectFrom('shop').select('id').execute();
`;
const TRANSACTION = `
import type { Db } from '../../db/database';
export const both = (db: Db) => db.transaction().execute(async () => 1);
`;
const RAW_SQL = `
import { sql } from 'kysely';
export const now = sql\`select 1\`;
`;
const FASTIFY = `
import type { FastifyRequest } from 'fastify';
export const ipOf = (request: FastifyRequest) => request.ip;
`;

describe('module shape (decision 028)', () => {
  it.each([
    ['a query in a service', 'apps/server/src/modules/shops/service.ts', QUERY],
    ['a transaction in a service', 'apps/server/src/modules/shops/service.ts', TRANSACTION],
    ['raw SQL in a back-office service', 'apps/server/src/modules/admin/staff/service.ts', RAW_SQL],
    ['Fastify in a service', 'apps/server/src/modules/shops/service.ts', FASTIFY],
    ['Fastify in a repository', 'apps/server/src/modules/shops/repo.ts', FASTIFY],
  ])('refuses %s', async (_what, file, code) => {
    expect(await shapeBroken(file, code)).toHaveLength(1);
  });

  it.each([
    ['a query in repo.ts', 'apps/server/src/modules/shops/repo.ts', QUERY],
    [
      'a transaction in a repo/ folder',
      'apps/server/src/modules/checkin/repo/seats.ts',
      TRANSACTION,
    ],
    ['Fastify in routes.ts', 'apps/server/src/modules/shops/routes.ts', FASTIFY],
    ['Fastify in a guard', 'apps/server/src/modules/admin/auth/staff-guard.ts', FASTIFY],
  ])('allows %s', async (_what, file, code) => {
    expect(await shapeBroken(file, code)).toEqual([]);
  });
});
