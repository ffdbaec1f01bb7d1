import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { OFFLINE_COPY_ATTRIBUTE } from '../../../lib/offline-caches';
import type { LiveUpdates } from '../model/use-live-updates';
import { LiveBar } from './live-bar';

const live = (connection: LiveUpdates['connection']): LiveUpdates => ({
  paused: false,
  setPaused: () => undefined,
  waiting: 0,
  updatedAt: undefined,
  announcement: '',
  flashes: new Map(),
  connection,
});
// 14:32:05 airport time.
const STAMP = Date.UTC(2026, 10, 27, 6, 32, 5);

describe('the live bar with no network (issue 20)', () => {
  afterEach(() => document.documentElement.removeAttribute(OFFLINE_COPY_ATTRIBUTE));

  it('says offline, with the time of the copy, on a page served from this device’s copy', () => {
    document.documentElement.setAttribute(OFFLINE_COPY_ATTRIBUTE, 'Fri, 27 Nov 2026 06:32:05 GMT');
    const { getByTestId } = render(<LiveBar live={live('connecting')} stamp={STAMP} result="" />);
    expect(getByTestId('live-bar').textContent).toContain('Offline');
    expect(getByTestId('updated-stamp').textContent).toBe('Updated 14:32:05');
  });

  it('says live again once the stream is back, though the page was a copy', () => {
    document.documentElement.setAttribute(OFFLINE_COPY_ATTRIBUTE, 'Fri, 27 Nov 2026 06:32:05 GMT');
    const { getByTestId } = render(<LiveBar live={live('live')} stamp={STAMP} result="" />);
    expect(getByTestId('live-bar').textContent).toContain('Live');
    expect(getByTestId('live-bar').textContent).not.toContain('Offline');
  });

  it('says what the stream says on a page from the network', () => {
    const { getByTestId } = render(<LiveBar live={live('polling')} stamp={STAMP} result="" />);
    expect(getByTestId('live-bar').textContent).toContain('Updated every 30 s');
  });
});
