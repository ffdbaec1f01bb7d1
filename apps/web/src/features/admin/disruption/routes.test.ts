import { describe, expect, it } from 'vitest';
import { adminNavItems } from '../admin-nav';
import { navItemOf, visibleTo } from '../shell/nav-item';

describe('disruption mode in the back office', () => {
  it('is for operations and admins only', () => {
    const item = navItemOf(adminNavItems, '/admin/disruption')!;
    expect(item.labelKey).toBe('nav.disruption');
    expect(visibleTo(item, 'operations')).toBe(true);
    expect(visibleTo(item, 'admin')).toBe(true);
    for (const role of ['editor', 'service'] as const) expect(visibleTo(item, role)).toBe(false);
  });
});
