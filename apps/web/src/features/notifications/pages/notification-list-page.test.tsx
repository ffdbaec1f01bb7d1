import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { envelope, stubApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { readMarker } from '../model/read-marker';
import { NotificationListPage } from './notification-list-page';

const item = (id: number, title: string, publishedAt: string) => ({
  id,
  kind: 'notification',
  urlKey: 'notification',
  title,
  summary: `${title} summary`,
  publishedAt,
  lang: 'en-US',
});
const DATA = {
  list: [
    item(9731, 'Morning fog', '2026-11-22T14:14:08+08:00'),
    item(9732, 'Shuttle hours', '2026-11-20T13:14:08+08:00'),
    item(9733, 'Allow time', '2026-11-16T12:14:08+08:00'),
  ],
  latestId: 9733,
};

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi({ handler: () => envelope(DATA) });
});

const unreadTitles = () =>
  screen
    .getAllByRole('listitem')
    .filter((li) => li.getAttribute('data-unread') === 'true')
    .map((li) => within(li).getByRole('link').textContent);

describe('notification list page', () => {
  it('marks everything unread while the marker is -1, and "mark all read" stores latestId', async () => {
    expect(readMarker()).toBe(-1);
    renderWithApp(<NotificationListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Important messages' })).toBeTruthy();
    await screen.findByText('Morning fog');
    expect(unreadTitles()).toHaveLength(3);
    expect(screen.getAllByText('Unread')).toHaveLength(3);
    const link = screen.getByRole('link', { name: /Morning fog/ });
    expect(link.getAttribute('href')).toBe(
      '/notification/detail?articleId=9731&urlKey=notification&showDate=1',
    );
    expect(link.textContent).toContain('22 Nov 2026, 14:14');
    expect(api.apiCalls()[0]![0]).toBe('/byairport-cms/home/queryNotificationsList');

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(localStorage.getItem(STORAGE_KEYS.notificationRead)).toBe('9733');
    expect(unreadTitles()).toHaveLength(0);
    expect(
      (screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows as unread only what is newer than the stored marker', async () => {
    localStorage.setItem(STORAGE_KEYS.notificationRead, '9731');
    renderWithApp(<NotificationListPage routeTitle="Important notices" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Important notices' })).toBeTruthy();
    await screen.findByText('Morning fog');
    expect(unreadTitles().map((t) => t?.replace(/^Unread/, ''))).toEqual([
      expect.stringContaining('Shuttle hours'),
      expect.stringContaining('Allow time'),
    ]);
  });

  it('has an empty state and an error state with a retry', async () => {
    api.setHandler(() => envelope({ list: [], latestId: -1 }));
    const { unmount } = renderWithApp(<NotificationListPage />);
    expect(await screen.findByText(/No new messages/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    unmount();

    api.setHandler(() => envelope(null, 500, 'down'));
    const { container } = renderWithApp(<NotificationListPage />);
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('The messages could not be loaded.')).toBeTruthy();
    api.setHandler(() => envelope(DATA));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Morning fog')).toBeTruthy();
  });
});
