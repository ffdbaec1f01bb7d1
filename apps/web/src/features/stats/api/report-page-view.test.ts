import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { envelope, stubApi } from '../../../test/fake-api';
import { beforeNavigation, pageViewPath, reportPageView } from './report-page-view';

const pageViewCalls = (api: ReturnType<typeof stubApi>) =>
  api.apiCalls().filter(([url]) => url === '/byairport-cms/stats/pageView');

describe('page view statistics', () => {
  it("prefixes the path and query with '#'", () => {
    expect(pageViewPath('/notice/airport', '?pageNum=2')).toBe('#/notice/airport?pageNum=2');
    expect(pageViewPath('/')).toBe('#/');
  });

  it('posts {path} to the statistics endpoint, signed', async () => {
    const api = stubApi();
    reportPageView('/guide/visa-free', '');
    await waitFor(() => expect(pageViewCalls(api)).toHaveLength(1));
    const [, init] = pageViewCalls(api)[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ path: '#/guide/visa-free' });
    expect((init?.headers as Record<string, string>)['signature']).toBeTruthy();
  });

  it('counts two quick visits of the same page', async () => {
    const api = stubApi();
    reportPageView('/', '');
    reportPageView('/', '');
    await waitFor(() => expect(pageViewCalls(api)).toHaveLength(2));
  });

  it('is silent when the service fails', async () => {
    const api = stubApi({ handler: () => envelope(null, 500, 'down') });
    beforeNavigation(new URL('http://localhost/notice/airport?x=1'));
    await waitFor(() => expect(pageViewCalls(api)).toHaveLength(1));
    expect(document.body.textContent).not.toContain('down');
  });
});
