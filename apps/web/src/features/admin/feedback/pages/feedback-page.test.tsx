import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeedbackDetail, FeedbackPage } from '@can/contracts/admin-service';
import { envelope, stubApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { Component as FeedbackInbox } from './feedback-page';

const message: FeedbackDetail = {
  id: 7,
  title: 'Lost umbrella at T3',
  name: 'Li Wei',
  email: 'li.wei@example.com',
  excerpt: 'I left a blue umbrella near gate A901…',
  status: 'new',
  fromMember: true,
  locale: 'en-US',
  createdAt: '2026-11-22T01:00:00.000Z',
  repliedAt: null,
  closedAt: null,
  content: 'I left a blue umbrella near gate A901 on 21 November; is it with lost and found?',
  reply: null,
  repliedBy: null,
  closedBy: null,
  replyMailId: null,
};

const page = (list: FeedbackDetail[]): FeedbackPage => ({
  list,
  pageNum: 1,
  pageSize: 20,
  pages: list.length ? 1 : 0,
  total: list.length,
  counts: { new: list.length, answered: 0, closed: 0 },
});

function fakeInbox() {
  const posted: { path: string; body: unknown }[] = [];
  let current = { ...message };
  const api = stubApi({
    handler: (url, init) => {
      const path = url.split('?')[0]!;
      if (path.endsWith('/feedback/list')) return envelope(page([current]));
      if (path.endsWith('/feedback/detail')) return envelope(current);
      if (path.endsWith('/feedback/reply')) {
        const body = JSON.parse(String(init.body)) as { reply: string };
        posted.push({ path, body });
        current = {
          ...current,
          status: 'answered',
          reply: body.reply,
          repliedAt: '2026-11-22T02:00:00.000Z',
          repliedBy: 'Service desk',
          replyMailId: '<abc@outbox.gbiac.net>',
        };
        return envelope(current);
      }
      return envelope(null);
    },
  });
  return { api, posted };
}

describe('feedback inbox page', () => {
  it('lists messages of a state with their sender, time and state, tabs with counts', async () => {
    fakeInbox();
    renderWithApp(<FeedbackInbox />, { path: '/admin/feedback' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Feedback inbox');
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row).getByRole('link', { name: 'Lost umbrella at T3' }).getAttribute('href'),
    ).toBe('/admin/feedback?id=7');
    expect(row.textContent).toContain('Member');
    expect(row.textContent).toContain('2026-11-22 09:00');
    const tabs = screen.getByRole('navigation', { name: 'Filter messages by status' });
    expect(
      within(tabs).getByRole('link', { name: 'Awaiting reply (1)' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      screen.getByText('Choose a message in the list to read it in full and reply.'),
    ).toBeTruthy();
  });

  it('checks the reply, sends it and says where the email went', async () => {
    const { posted } = fakeInbox();
    renderWithApp(<FeedbackInbox />, { path: '/admin/feedback?id=7' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Lost umbrella at T3' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please write a reply');
    expect(posted).toEqual([]);

    fireEvent.input(screen.getByRole('textbox', { name: 'Reply' }), {
      target: { value: '  Your umbrella is at the T3 lost and found desk.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Reply saved and emailed to li.wei@example.com.',
      ),
    );
    expect(posted).toEqual([
      {
        path: '/byairport-cms/admin/feedback/reply',
        body: { id: 7, reply: 'Your umbrella is at the T3 lost and found desk.' },
      },
    ]);
    const sent = screen.getByRole('region', { name: 'Reply sent' });
    expect(sent.textContent).toContain('Your umbrella is at the T3 lost and found desk.');
    expect(sent.textContent).toContain('Reply emailed to li.wei@example.com');
    expect(screen.getByRole('button', { name: 'Update and send again' })).toBeTruthy();
  });
});
