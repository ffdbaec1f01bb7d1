import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, pageDataJson, readPageData, type PageData } from './page-data';

const data: PageData = {
  narrow: false,
  locale: 'en-US',
  menu: true,
  namespaces: ['flights'],
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['content', 'article'],
        queryHash: '["content","article"]',
        dehydratedAt: 1,
        state: {
          data: { html: '</script><script>alert(1)</script> \u2028' },
          dataUpdateCount: 1,
          dataUpdatedAt: 1,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
  router: { loaderData: { page: null } },
};

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = text;
  doc.body.append(script);
  return doc;
}

describe('page data', () => {
  it('never closes its script element, whatever the content holds', () => {
    const json = pageDataJson(data);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('reads back what the server wrote, and nothing from a page without it or with junk', () => {
    expect(readPageData(pageWith(pageDataJson(data)))).toEqual(data);
    expect(readPageData(pageWith('{not json'))).toBeUndefined();
    expect(readPageData(pageWith('{"locale":"en-US"}'))).toBeUndefined();
    expect(readPageData(document.implementation.createHTMLDocument(''))).toBeUndefined();
  });
});
