import { renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { takeOverPageRenderedAt, useServerDrawnAt } from './render-clock';
import { setServerContextSource, type ServerContext } from './server-context';

function Shown() {
  return createElement('p', null, String(useServerDrawnAt()));
}

describe('useServerDrawnAt', () => {
  afterEach(() => {
    takeOverPageRenderedAt(undefined);
    setServerContextSource(() => undefined);
  });

  it('is the server’s clock while the server renders', () => {
    const serverNow = Date.parse('2026-11-20T12:00:00+08:00');
    setServerContextSource(() => ({ now: serverNow }) as ServerContext);
    takeOverPageRenderedAt(Date.parse('2026-11-29T00:00:00+08:00'));
    expect(renderToString(createElement(Shown))).toBe(`<p>${serverNow}</p>`);
  });

  it('is nothing for a view drawn in the browser, whatever page it came from', () => {
    takeOverPageRenderedAt(Date.parse('2026-11-28T23:59:58+08:00'));
    const { result } = renderHook(() => useServerDrawnAt());
    expect(result.current).toBeUndefined();
  });
});
