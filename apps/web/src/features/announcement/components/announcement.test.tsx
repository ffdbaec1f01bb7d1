import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, stubApi } from '../../../test/fake-api';
import { installDialogPolyfill, pressEscape, stubMatchMedia } from '../../../test/frame-stubs';
import { initTestI18n } from '../../../test/i18n';
import { renderWithApp } from '../../../test/render';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { resetAnnouncementState } from '../model/read-state';
import { AnnouncementNotice } from './announcement-notice';
import { AnnouncementTitle } from './announcement-title';

const LATEST = {
  id: 9741,
  title: 'Important: Terminal 1 is closed',
  content:
    '<p><strong>Terminal 1 is closed.</strong> See <a href="/flight/departures">Flights</a>.</p>',
  publishedAt: '2026-11-22T16:14:08+08:00',
};

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  installDialogPolyfill();
  resetAnnouncementState();
  api = stubApi({ handler: () => envelope({ tbArticles: [LATEST] }) });
});
afterEach(async () => {
  await initTestI18n('en-US');
});

function Frame() {
  return (
    <>
      <AnnouncementTitle />
      <AnnouncementNotice />
    </>
  );
}

describe('announcement (spec section 4)', () => {
  it('wide: an unread announcement shows as a bar; closing stores its id and it stays closed', async () => {
    stubMatchMedia({ narrow: false });
    const { unmount } = renderWithApp(<Frame />);
    const bar = await screen.findByRole('region', { name: 'Important message' });
    expect(bar.textContent).toContain('Terminal 1 is closed.');
    expect(screen.getByRole('link', { name: 'Flights' }).getAttribute('href')).toBe(
      '/flight/departures',
    );
    expect(api.apiCalls()[0]![0]).toBe('/byairport-cms/home/queryAnnouncement');

    fireEvent.click(screen.getByRole('button', { name: 'Close the announcement' }));
    expect(localStorage.getItem(STORAGE_KEYS.announcementRead)).toBe('9741');
    expect(screen.queryByRole('region', { name: 'Important message' })).toBeNull();
    expect(document.activeElement?.id).toBe('announcement-title');
    unmount();

    renderWithApp(<Frame />);
    await screen.findByRole('button', { name: /Show the announcement/ });
    expect(screen.queryByRole('region', { name: 'Important message' })).toBeNull();
  });

  it('the strip shows the title; pressing it brings a read announcement back', async () => {
    stubMatchMedia({ narrow: false });
    localStorage.setItem(STORAGE_KEYS.announcementRead, '9741');
    renderWithApp(<Frame />);
    const title = await screen.findByRole('button', {
      name: 'Show the announcement: Important: Terminal 1 is closed',
    });
    expect(screen.queryByRole('region', { name: 'Important message' })).toBeNull();
    title.focus();
    fireEvent.click(title);
    const bar = await screen.findByRole('region', { name: 'Important message' });
    await waitFor(() => expect(document.activeElement).toBe(bar));
  });

  it('a newer announcement than the one read is shown again', async () => {
    stubMatchMedia({ narrow: false });
    localStorage.setItem(STORAGE_KEYS.announcementRead, '9700');
    renderWithApp(<Frame />);
    expect(await screen.findByRole('region', { name: 'Important message' })).toBeTruthy();
  });

  it('narrow: a modal titled 重要消息 that cannot be cancelled; confirming stores the id', async () => {
    await initTestI18n('zh-CN');
    stubMatchMedia({ narrow: true });
    renderWithApp(<Frame />);
    const dialog = (await screen.findByRole('alertdialog', {
      name: '重要消息',
    })) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain('Terminal 1 is closed.');
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    pressEscape(dialog);
    fireEvent.click(dialog);
    expect(dialog.open).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.announcementRead)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(localStorage.getItem(STORAGE_KEYS.announcementRead)).toBe('9741');
    await waitFor(() => expect(dialog.open).toBe(false));
  });

  it('shows a quiet empty state, and a retry when the call fails', async () => {
    stubMatchMedia({ narrow: false });
    api.setHandler(() => envelope({ tbArticles: [] }));
    const { unmount } = renderWithApp(<Frame />);
    expect(await screen.findByText('No announcements')).toBeTruthy();
    unmount();

    api.setHandler(() => envelope(null, 500, 'down'));
    renderWithApp(<Frame />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('alert')).toBeNull();
    api.setHandler(() => envelope({ tbArticles: [LATEST] }));
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: /Show the announcement/ })).toBeTruthy();
  });
});
