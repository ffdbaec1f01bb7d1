import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  applyRootFontSize,
  installRootFontSize,
  rootFontSize,
  setRenderedLayout,
  useIsNarrow,
} from './responsive';

function setClientWidth(width: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', {
    value: width,
    configurable: true,
  });
}

afterEach(() => {
  document.documentElement.style.fontSize = '';
  vi.useRealTimers();
});

describe('root font size (spec section 9)', () => {
  it('is width / 46.875 below 992 px and width / 120 from 992 px', () => {
    expect(rootFontSize(375)).toBe(8);
    expect(rootFontSize(360)).toBeCloseTo(7.68, 5);
    expect(rootFontSize(991)).toBeCloseTo(991 / 46.875, 5);
    expect(rootFontSize(992)).toBeCloseTo(992 / 120, 5);
    expect(rootFontSize(1440)).toBe(12);
  });

  it('is applied to the root element from its client width', () => {
    setClientWidth(750);
    applyRootFontSize();
    expect(document.documentElement.style.fontSize).toBe('16px');
  });

  it('leaves the size to the stylesheet where it already gives it', () => {
    setClientWidth(412);
    const computed = vi
      .spyOn(window, 'getComputedStyle')
      .mockReturnValue({ fontSize: '8.78932px' } as CSSStyleDeclaration);
    try {
      applyRootFontSize();
      expect(document.documentElement.style.fontSize).toBe('');
      // A real difference (a desktop's scrollbar: 100vw is wider than the page) is written.
      setClientWidth(1425);
      computed.mockReturnValue({ fontSize: '12px' } as CSSStyleDeclaration);
      applyRootFontSize();
      expect(document.documentElement.style.fontSize).toBe(`${1425 / 120}px`);
    } finally {
      computed.mockRestore();
    }
  });

  it('follows resizes, throttled to 250 ms with the last size winning', () => {
    vi.useFakeTimers();
    setClientWidth(375);
    const stop = installRootFontSize();
    expect(document.documentElement.style.fontSize).toBe('8px');

    setClientWidth(1200);
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('10px');

    setClientWidth(1440);
    window.dispatchEvent(new Event('resize'));
    setClientWidth(1920);
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('10px');
    vi.advanceTimersByTime(250);
    expect(document.documentElement.style.fontSize).toBe('16px');

    stop();
    setClientWidth(375);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(500);
    expect(document.documentElement.style.fontSize).toBe('16px');
  });
});

describe('useIsNarrow', () => {
  it('follows the (max-width: 991.98px) media query', () => {
    const listeners = new Set<() => void>();
    let matches = true;
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      get matches() {
        return matches;
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    }));
    const { result } = renderHook(() => useIsNarrow());
    expect(result.current).toBe(true);
    act(() => {
      matches = false;
      listeners.forEach((l) => l());
    });
    expect(result.current).toBe(false);
  });

  it('renders in the layout the page was rendered in (hydration matches the server)', () => {
    function Layout() {
      return <p>{useIsNarrow() ? 'phone' : 'desktop'}</p>;
    }
    expect(renderToString(<Layout />)).toContain('desktop');
    setRenderedLayout(true);
    try {
      expect(renderToString(<Layout />)).toContain('phone');
    } finally {
      setRenderedLayout(false);
    }
  });
});
