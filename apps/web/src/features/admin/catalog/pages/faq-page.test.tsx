import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FaqEntry, FaqListData } from '@can/contracts/admin-catalog';
import { envelope, stubApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { Component as FaqEditor } from './faq-page';

const text = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en, 'fr-FR': '', 'ko-KR': '' });

const question: FaqEntry = {
  id: 11,
  categoryId: 1,
  question: text('充电宝能带上飞机吗？', 'May I take a power bank on board?'),
  answer: text('<p>可以。</p>', '<p>Yes, in your cabin bag.</p>'),
  sort: 0,
  visible: true,
  updatedAt: '2026-11-22T01:00:00.000Z',
};

function fakeFaq() {
  const posted: { path: string; body: Record<string, unknown> }[] = [];
  const data: FaqListData = {
    categories: [
      { id: 1, key: 'security', name: text('安全检查', 'Security') },
      { id: 5, key: 'traffic', name: text('机场交通', 'Getting to the airport') },
    ],
    questions: [question],
  };
  stubApi({
    handler: (url, init) => {
      const path = url.split('?')[0]!;
      if (path.endsWith('/faq/list')) return envelope(data);
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push({ path, body });
      if (path.endsWith('/faq/visibility')) return envelope(body);
      return envelope({ id: 12 });
    },
  });
  return { posted };
}

describe('FAQ editor page', () => {
  it('lists the questions with their category and state', async () => {
    fakeFaq();
    renderWithApp(<FaqEditor />, { path: '/admin/catalog/faq' });
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader').textContent).toBe(
      'May I take a power bank on board?',
    );
    expect(row.textContent).toContain('Security');
    expect(row.textContent).toContain('Shown');
  });

  it('checks a new question before sending it, then saves it and says so', async () => {
    const { posted } = fakeFaq();
    renderWithApp(<FaqEditor />, { path: '/admin/catalog/faq' });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const form = screen.getByRole('region', { name: 'Add question' });
    expect(document.activeElement).toBe(
      within(form).getByRole('heading', { name: 'Add question' }),
    );

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = within(form).getByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe('Some fields need attention; see the messages beside them.'),
    );
    expect(within(form).getAllByText('Required').length).toBeGreaterThanOrEqual(4);
    expect(posted).toHaveLength(0);

    const questionGroup = within(form).getByRole('group', { name: 'Question' });
    fireEvent.change(within(questionGroup).getByLabelText('Chinese'), {
      target: { value: '哪里可以寄存行李？' },
    });
    fireEvent.change(within(questionGroup).getByLabelText('English'), {
      target: { value: 'Where can I leave luggage?' },
    });
    const answer = within(form).getByRole('group', { name: 'Answer' });
    fireEvent.change(within(answer).getByLabelText('Chinese'), {
      target: { value: '<p>T3 到达层。</p>' },
    });
    fireEvent.change(within(answer).getByLabelText('English'), {
      target: { value: '<p>T3 arrivals level.</p>' },
    });
    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.path).toBe('/byairport-cms/admin/catalog/faq/save');
    expect(posted[0]!.body).toMatchObject({
      categoryId: 5,
      question: { 'zh-CN': '哪里可以寄存行李？', 'en-US': 'Where can I leave luggage?' },
      visible: true,
    });
    expect(
      await screen.findByText(
        'Saved: Where can I leave luggage?. Travellers see it on their next page view.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add question' })).toBeNull();
  });

  it('hides a question from the site', async () => {
    const { posted } = fakeFaq();
    renderWithApp(<FaqEditor />, { path: '/admin/catalog/faq' });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Hide May I take a power bank on board?' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ id: 11, visible: false });
    expect(
      await screen.findByText('May I take a power bank on board? is hidden from the site.'),
    ).toBeTruthy();
  });
});
