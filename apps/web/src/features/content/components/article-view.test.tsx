import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { Article } from '@can/contracts/cms';
import { fullArticle, summary } from '../../../test/fake-cms';
import { renderWithApp } from '../../../test/render';
import { ArticleView } from './article-view';

const GUIDE = `<p>Intro</p><h2>Before you leave</h2><p>a</p><h2>At the airport &amp; kerb</h2>
<p>b</p><h2>Security</h2><p>c</p>`;

describe('ArticleView', () => {
  it('lists a long page’s sections beside the text, each link reaching its heading', () => {
    const article = { ...fullArticle(summary(9810, 'guide-departure', 'Departing'), GUIDE) };
    renderWithApp(<ArticleView article={{ ...article, kind: 'page' }} showDate={false} />);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Before you leave',
      'At the airport & kerb',
      'Security',
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toBe(link.textContent);
    }
    // A page shows when it was last reviewed, in the reader's language.
    expect(screen.getByTestId('article').querySelector('time')?.textContent).toMatch(
      /^Last reviewed \d+ \w+ 2025$/,
    );
  });

  it('has no contents list for a short page, and marks a fallback language with lang', () => {
    const item = { ...summary(9720, 'airport-notice', '重要提示'), lang: 'zh-CN' as const };
    renderWithApp(<ArticleView article={fullArticle(item, '<p>中文</p><h2>一</h2>')} showDate />);
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
    const article = screen.getByTestId('article');
    expect(within(article).getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('zh-CN');
    expect(article.querySelector('[lang="zh-CN"] p')?.textContent).toBe('中文');
    expect(article.querySelector('time')?.textContent).toMatch(/^Published /);
  });
});

describe('ArticleView taking over the server’s page', () => {
  const guide = { ...fullArticle(summary(9810, 'guide-departure', 'Departing'), GUIDE) };
  let show: (article: Article) => void = () => undefined;
  function Switchable() {
    const [article, setArticle] = useState<Article>({ ...guide, kind: 'page' });
    show = setArticle;
    return <ArticleView article={article} showDate={false} />;
  }
  it('keeps the article markup it finds, with its contents list, until the article changes', async () => {
    // The page as the server drew it, marked so that a rewrite of the body would show.
    const drawn = renderWithApp(<Switchable />);
    const served = drawn.container.innerHTML;
    drawn.unmount();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = served;
    const body = container.querySelector('[data-article-body]')!;
    body.querySelector('p')!.dataset.fromServer = 'yes';
    body.querySelector('h2')!.textContent = 'As served';

    renderWithApp(<Switchable />, { container, hydrate: true });
    const contents = await screen.findByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#section-1', '#section-2', '#section-3']);
    await waitFor(() => expect(container.querySelector('[data-article-body]')).toBe(body));
    expect(body.querySelector('p')?.dataset.fromServer).toBe('yes');
    expect(body.querySelectorAll('h2')).toHaveLength(3);

    // Another article (still with a contents list) is sanitized before it is shown.
    const other =
      '<h2>One</h2><h2>Two</h2>' +
      '<p>Next</p><img src="x" onerror="alert(1)"><h2>Only</h2><script>alert(2)</script>';
    act(() => show({ ...guide, id: 9811, content: other }));
    await waitFor(() => expect(body.querySelector('p')?.textContent).toBe('Next'));
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(body.querySelector('script')).toBeNull();
    expect([...body.querySelectorAll('h2')].map((h2) => h2.id)).toEqual([
      'section-1',
      'section-2',
      'section-3',
    ]);
    expect(
      within(contents)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['One', 'Two', 'Only']);
  });
});
