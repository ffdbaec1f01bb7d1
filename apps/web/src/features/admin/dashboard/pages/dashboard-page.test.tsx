import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DashboardSummary } from '@can/contracts/admin-service';
import { envelope, stubApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { Component as Dashboard } from './dashboard-page';

const days = Array.from({ length: 14 }, (_, i) => `2026-11-${String(9 + i).padStart(2, '0')}`);

const summary: DashboardSummary = {
  today: '2026-11-22',
  generatedAt: '2026-11-22T14:05:00+08:00',
  figures: {
    pageViewsToday: 1234,
    flightsToday: 1312,
    delayedToday: 15,
    cancelledToday: 0,
    checkInsToday: 3,
    openFeedback: 2,
  },
  pageViewsByDay: days.map((day, i) => ({ day, count: i === 12 ? 2000 : 100 })),
  topPaths: [
    { path: '#/flight/departures', views: 900 },
    { path: '#/service/checkIn', views: 300 },
  ],
  flightsByStatus: [
    { status: 'departed', departures: 600, arrivals: 0 },
    { status: 'delayed', departures: 10, arrivals: 5 },
  ],
  checkInsByDay: days.map((day) => ({ day, count: day === '2026-11-22' ? 3 : 0 })),
  alertsToday: [
    { channel: 'sms', sent: 48, failed: 2 },
    { channel: 'email', sent: 17, failed: 1 },
  ],
};

function fakeServer(role: 'editor' | 'service', answer: DashboardSummary = summary) {
  stubApi({
    handler: (url) => {
      if (url.startsWith('/byairport-cms/admin/dashboard/summary')) return envelope(answer);
      if (url.startsWith('/byairport-cms/admin/auth/me'))
        return envelope({
          staff: { id: 1, username: role, name: 'Staff', role },
          expiresAt: '2026-11-22T20:00:00+08:00',
        });
      return envelope(null);
    },
  });
}

describe('back-office home', () => {
  it("shows today's figures, and every chart in words and as a table", async () => {
    fakeServer('editor');
    renderWithApp(<Dashboard />, { path: '/admin' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Overview');
    const figures = (await screen.findByRole('heading', { name: "Today's figures" }))
      .parentElement!;
    expect(figures.textContent).toContain('1,234Page views today');
    expect(figures.textContent).toContain('1,312Passenger flights today');
    expect(figures.textContent).toContain('2Messages awaiting a reply');
    expect(figures.textContent).toContain('48Alert text messages sent today');
    expect(figures.textContent).toContain('17Alert e-mails sent today');
    expect(figures.textContent).toContain('3Alert messages that failed today');
    // Editors do not use the inbox: no link to it.
    expect(screen.queryByRole('link', { name: 'Open the feedback inbox' })).toBeNull();
    expect(screen.getByText('Sun 22 Nov (airport time), figures as of 14:05')).toBeTruthy();

    const views = screen.getByRole('figure', { name: 'Page views, last 14 days' });
    expect(views.textContent).toContain(
      'Page views in the last 14 days: 3300; the busiest day was Sat 21 Nov (2000).',
    );
    const rows = within(views).getAllByRole('row');
    expect(rows).toHaveLength(15);
    expect(rows[13]!.textContent).toBe('Sat 21 Nov2000');

    const flights = screen.getByRole('figure', { name: "Today's flights by status" });
    expect(
      within(flights).getByRole('rowheader', { name: 'Delayed' }).parentElement!.textContent,
    ).toBe('Delayed10515');
    const paths = screen.getByRole('figure', { name: 'Most viewed pages, last 14 days' });
    expect(paths.textContent).toContain('The most viewed page is #/flight/departures (900 views).');
    // The pictures are for sighted users: hidden from assistive technology, never focusable.
    for (const figure of screen.getAllByRole('figure'))
      expect(figure.querySelector('[aria-hidden="true"]')).toBeTruthy();
  });

  it('links the open-feedback figure to the inbox for the service desk', async () => {
    fakeServer('service');
    renderWithApp(<Dashboard />, { path: '/admin' });
    const link = await screen.findByRole('link', { name: 'Open the feedback inbox' });
    expect(link.getAttribute('href')).toBe('/admin/feedback');
  });

  it('says in words that a chart has nothing to show, without empty axes or an empty table', async () => {
    fakeServer('editor', { ...summary, topPaths: [] });
    renderWithApp(<Dashboard />, { path: '/admin' });
    const paths = await screen.findByRole('figure', { name: 'Most viewed pages, last 14 days' });
    expect(paths.textContent).toContain('No page views in the last 14 days.');
    expect(within(paths).queryByRole('table')).toBeNull();
    expect(paths.querySelector('[aria-hidden="true"]')).toBeNull();
    // The other charts still draw.
    const views = screen.getByRole('figure', { name: 'Page views, last 14 days' });
    expect(within(views).getAllByRole('row')).toHaveLength(15);
  });
});
