import { describe, expect, it } from 'vitest';
import { adminNavItems } from '../admin-nav';
import { navItemOf, visibleTo } from './nav-item';

describe('which area an /admin address belongs to (issue 17, item 10)', () => {
  it('is the entry with the longest matching path', () => {
    expect(navItemOf(adminNavItems, '/admin')?.to).toBe('/admin');
    expect(navItemOf(adminNavItems, '/admin/staff')?.to).toBe('/admin/staff');
    expect(navItemOf(adminNavItems, '/admin/notifications/42/')?.to).toBe('/admin/notifications');
    expect(navItemOf(adminNavItems, '/admin/catalog/faq')?.to).toBe('/admin/catalog/faq');
    expect(navItemOf(adminNavItems, '/admin/staffroom')).toBeUndefined();
    expect(navItemOf(adminNavItems, '/admin/nowhere')).toBeUndefined();
  });

  it('so an editor opening the staff or audit pages by address is told they may not', () => {
    const editor = 'editor' as const;
    for (const path of ['/admin/staff', '/admin/audit', '/admin/flight-ops', '/admin/feedback'])
      expect(visibleTo(navItemOf(adminNavItems, path)!, editor), path).toBe(false);
    for (const path of ['/admin', '/admin/notifications', '/admin/catalog/nav', '/admin/account'])
      expect(visibleTo(navItemOf(adminNavItems, path)!, editor), path).toBe(true);
  });
});
