import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { initTestI18n } from '../test/i18n';
import { renderWithApp } from '../test/render';
import { stubMatchMedia } from '../test/frame-stubs';
import { FloatingActions, FRAME_TOP_ID } from './floating-actions';

beforeEach(() => {
  stubMatchMedia({ reducedMotion: true });
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => {
    run();
    return 1;
  });
});
afterEach(async () => {
  await initTestI18n('en-US');
});

describe('floating buttons', () => {
  it('link to the featured article: 9687 in English, 9685 in Chinese, with showDate=1', async () => {
    const { unmount } = renderWithApp(<FloatingActions appLayout={false} featured />);
    expect(screen.getByRole('link', { name: 'Featured story' }).getAttribute('href')).toBe(
      '/headline/detail?articleId=9687&showDate=1',
    );
    unmount();
    await initTestI18n('zh-CN');
    renderWithApp(<FloatingActions appLayout={false} featured />);
    expect(screen.getByRole('link', { name: '精选文章' }).getAttribute('href')).toBe(
      '/headline/detail?articleId=9685&showDate=1',
    );
  });

  it('show "back to top" after scrolling; it takes focus and the page to the top', () => {
    renderWithApp(
      <div id={FRAME_TOP_ID} tabIndex={-1}>
        <FloatingActions appLayout={false} featured={false} />
      </div>,
    );
    const button = screen.getByRole('button', { name: 'Back to top', hidden: true });
    expect(button.getAttribute('data-shown')).toBe('false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(button.getAttribute('data-shown')).toBe('true');
    fireEvent.click(button);
    expect(document.activeElement?.id).toBe(FRAME_TOP_ID);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
