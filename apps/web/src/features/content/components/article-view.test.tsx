import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
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
