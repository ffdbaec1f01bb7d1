import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerTitleContext, PageHeading } from './page-heading';

describe('PageHeading', () => {
  it('is drawn once: hidden to the eye when the banner already shows the same words', () => {
    render(
      <BannerTitleContext.Provider value="出发航班">
        <PageHeading className="title">出发航班</PageHeading>
      </BannerTitleContext.Provider>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: '出发航班' });
    expect(heading.className).toBe('visually-hidden');
  });

  it('is drawn where the banner says something else, or there is no banner', () => {
    const { unmount } = render(
      <BannerTitleContext.Provider value="航班信息">
        <PageHeading className="title">出发航班</PageHeading>
      </BannerTitleContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).className).toBe('title');
    unmount();
    render(<PageHeading className="title">网上值机</PageHeading>);
    expect(screen.getByRole('heading', { level: 1 }).className).toBe('title');
  });
});
