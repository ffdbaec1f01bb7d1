import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import fences of eslint.config.js (issue 21), tried on code written into real places of
 * the tree: features and modules keep to themselves, the back office's areas too (another area
 * only through its index.ts), and the shared layers import nothing above them.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

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
