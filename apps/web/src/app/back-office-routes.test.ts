import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createPatchRoutes, isBackOfficePath } from './router';

/** The back office's route table loads only when an /admin address is opened (issue 9). */
describe('back-office routes', () => {
  it('knows the back office by its path', () => {
    expect(isBackOfficePath('/admin')).toBe(true);
    expect(isBackOfficePath('/admin/login')).toBe(true);
    expect(isBackOfficePath('/administration')).toBe(false);
    expect(isBackOfficePath('/flight/departures')).toBe(false);
  });

  it('patches the admin table in at the top level once, on the first /admin navigation', async () => {
    const patchRoutes = createPatchRoutes(new QueryClient());
    const patch = vi.fn();
    const signal = new AbortController().signal;
    await patchRoutes({ path: '/admin/login', patch, signal, matches: [], fetcherKey: undefined });
    expect(patch).toHaveBeenCalledTimes(1);
    const [parent, routes] = patch.mock.calls[0]!;
    expect(parent).toBeNull();
    expect(routes).toEqual([expect.objectContaining({ path: 'admin' })]);
    await patchRoutes({ path: '/admin/audit', patch, signal, matches: [], fetcherKey: undefined });
    expect(patch).toHaveBeenCalledTimes(1);
  });
});
