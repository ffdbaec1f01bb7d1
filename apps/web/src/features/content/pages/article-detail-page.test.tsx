import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubApi } from '../../../test/fake-api';
import { fakeCms, fullArticle, summary } from '../../../test/fake-cms';
import { renderWithApp } from '../../../test/render';
import { ArticleDetailPage } from './article-detail-page';

const notice = summary(9711, 'airport-notice', 'Runway works');
const articles = {
  9711: fullArticle(
    notice,
    '<p>Works tonight.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' +
      '<a href="https://www.caac.gov.cn/" target="_blank">CAAC</a>' +
      '<table><tr><th>Runway</th><td>02L</td></tr></table>',
  ),
};

describe('ArticleDetailPage (article/detail)', () => {
  it('shows the article with sanitized HTML and its date when showDate=1', async () => {
    stubApi({ handler: fakeCms({ articles }) });
    renderWithApp(<ArticleDetailPage urlKey="airport-notice" routeTitle="Airport notice" />, {
      path: '/notice/airportDetail?articleId=9711&showDate=1',
    });
    expect(screen.getByTestId('content-loading')).toBeTruthy();
    const article = await screen.findByTestId('article');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe('Runway works');
    expect(article.querySelector('time')?.getAttribute('dateTime')).toBe(notice.publishedAt);
    expect(article.innerHTML).not.toContain('script');
    expect(article.innerHTML).not.toContain('onerror');
    // Tables may scroll sideways on phones: they take keyboard focus.
    expect(article.querySelector('table')?.getAttribute('tabindex')).toBe('0');
    const external = within(article).getByRole('link', { name: /^CAAC/ });
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.textContent).toContain('(opens in a new window)');
    expect(
      within(article).getByRole('link', { name: 'Back to the list' }).getAttribute('href'),
    ).toBe('/notice/airport');
    await waitFor(() =>
      expect(document.title).toBe('Runway works | Guangzhou Baiyun International Airport'),
    );
  });

  it('leaves the date out without showDate, and prints on request', async () => {
    stubApi({ handler: fakeCms({ articles }) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderWithApp(<ArticleDetailPage />, { path: '/summary/detail?articleId=9711' });
    const article = await screen.findByTestId('article');
    expect(article.querySelector('time')).toBeNull();
    fireEvent.click(within(article).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows a reader the half of the featured pair in their language (9685 ⇄ 9687)', async () => {
    const zh = { ...summary(9685, 'headline', 'T3投运满月'), lang: 'zh-CN' as const };
    const en = summary(9687, 'headline', 'T3, one month on');
    const pair = {
      9685: {
        ...fullArticle(zh, '<p>中文</p>'),
        contentLang: 'zh-CN' as const,
        counterpartId: 9687,
      },
      9687: { ...fullArticle(en, '<p>English</p>'), counterpartId: 9685 },
    };
    stubApi({ handler: fakeCms({ articles: pair }) });
    renderWithApp(<ArticleDetailPage urlKey="headline" />, {
      path: '/headline/detail?articleId=9685&showDate=1',
    });
    const article = await screen.findByTestId('article');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe('T3, one month on');
    expect(article.textContent).toContain('English');
    expect(article.textContent).not.toContain('中文');
  });

  it('says so when the article does not exist or no id is given', async () => {
    stubApi({ handler: fakeCms({ articles }) });
    const { unmount } = renderWithApp(<ArticleDetailPage />, {
      path: '/summary/detail?articleId=424242',
    });
    expect((await screen.findByTestId('content-empty')).textContent).toContain('Article not found');
    unmount();
    renderWithApp(<ArticleDetailPage />, { path: '/summary/detail' });
    expect(screen.getByTestId('content-empty').textContent).toContain('Article not found');
  });

  it('shows the breadcrumb, the previous and next notices and the summary as description', async () => {
    const middle = summary(9712, 'airport-notice', 'Gate changes');
    stubApi({
      handler: fakeCms({
        articles: {
          9712: {
            ...fullArticle(middle),
            folderName: 'Airport notices',
            previous: { id: 9711, title: 'Runway works', lang: 'en-US' },
            next: { id: 9713, title: 'New coach line', lang: 'en-US' },
          },
        },
      }),
    });
    renderWithApp(<ArticleDetailPage urlKey="airport-notice" />, {
      path: '/notice/airportDetail?articleId=9712&showDate=1',
    });
    const article = await screen.findByTestId('article');
    const crumbs = within(article).getByRole('navigation', { name: 'You are here' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: 'Airport notices' }).getAttribute('href')).toBe(
      '/notice/airport',
    );
    expect(within(crumbs).getByText('Gate changes').getAttribute('aria-current')).toBe('page');
    const neighbours = within(article).getByRole('navigation', {
      name: 'Previous and next articles',
    });
    expect(
      within(neighbours)
        .getByRole('link', { name: /Previous.*Runway works/ })
        .getAttribute('href'),
    ).toBe('/notice/airportDetail?articleId=9711&urlKey=airport-notice&showDate=1');
    expect(
      within(neighbours)
        .getByRole('link', { name: /Next.*New coach line/ })
        .getAttribute('href'),
    ).toBe('/notice/airportDetail?articleId=9713&urlKey=airport-notice&showDate=1');
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        middle.summary,
      ),
    );
  });
});
