import { describe, expect, it } from 'vitest';
import { adminNavItems } from '../admin-nav';
import { navItemOf, visibleTo } from '../shell/nav-item';

describe('flight alerts in the back office', () => {
  it('is for the service desk and admins only', () => {
    const item = navItemOf(adminNavItems, '/admin/alerts')!;
    expect(item.labelKey).toBe('nav.alertsDesk');
    expect(visibleTo(item, 'service')).toBe(true);
    expect(visibleTo(item, 'admin')).toBe(true);
    for (const role of ['editor', 'operations'] as const) expect(visibleTo(item, role)).toBe(false);
  });
});
