import { describe, expect, it } from 'vitest';
import { recordStyles } from './record-styles';

describe('recordStyles', () => {
  it('wraps a CSS Module in usedStyles under its path from the web root', () => {
    const code = 'export const page = "c1";\nexport default { page: "c1", title: "c2" };\n';
    const out = recordStyles(code, '/app/web/src/x/page.module.css?used', '/app/web', '/h.ts');
    expect(out).toContain('import { usedStyles as __usedStyles } from "/h.ts";');
    expect(out).toContain('const __classes = { page: "c1", title: "c2" };');
    expect(out).toContain('export default __usedStyles(__classes, "src/x/page.module.css");');
    expect(out).toContain('export const page = "c1";');
  });

  it('fails the build on a module it cannot wrap', () => {
    expect(() =>
      recordStyles('export const a = 1;', '/app/web/a.module.css', '/app/web', '/h'),
    ).toThrow(/no default export/);
  });
});
