import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FaqEntry, FaqListData } from '@can/contracts/admin-catalog';
import { envelope, stubApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { Component as FaqEditor } from './faq-page';

const text = (zh: string, en: string, fr = '', ko = '') => ({
  'zh-CN': zh,
  'en-US': en,
  'fr-FR': fr,
  'ko-KR': ko,
});

/** Written in Chinese, English and French; Korean to follow. */
const question: FaqEntry = {
  id: 11,
  categoryId: 1,
  question: text(
    '充电宝能带上飞机吗？',
    'May I take a power bank on board?',
    'Puis-je emporter une batterie externe ?',
  ),
  answer: text('<p>可以。</p>', '<p>Yes, in your cabin bag.</p>', '<p>Oui, en cabine.</p>'),
  sort: 0,
  visible: true,
  updatedAt: '2026-11-22T01:00:00.000Z',
};

/** Written in all four languages. */
const wifi: FaqEntry = {
  id: 12,
  categoryId: 1,
  question: text(
    '机场有免费无线网络吗？',
    'Is there free Wi-Fi?',
    'Y a-t-il du Wi-Fi ?',
    '와이파이?',
  ),
  answer: text('<p>有。</p>', '<p>Yes.</p>', '<p>Oui.</p>', '<p>네.</p>'),
  sort: 1,
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
    questions: [question, wifi],
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
    expect(within(form).getByRole('tab', { selected: true }).textContent).toBe('简体中文 missing');

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = within(form).getByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe('Some fields need attention; see the messages beside them.'),
    );
    // The Chinese tab shows its own errors; the first one takes focus.
    expect(within(form).getAllByText('Required')).toHaveLength(2);
    const chineseQuestion = within(form).getByLabelText('Question · 简体中文');
    await waitFor(() => expect(document.activeElement).toBe(chineseQuestion));
    expect(posted).toHaveLength(0);

    fireEvent.input(chineseQuestion, { target: { value: '哪里可以寄存行李？' } });
    fireEvent.input(within(form).getByLabelText('Answer · 简体中文'), {
      target: { value: '<p>T3 到达层。</p>' },
    });
    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: '5' } });
    expect(within(form).getByRole('tab', { name: '简体中文 complete' })).toBeTruthy();

    // English is required too: the refused save opens its tab at the first field in error.
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const englishQuestion = await within(form).findByLabelText('Question · English');
    await waitFor(() => expect(document.activeElement).toBe(englishQuestion));
    expect(within(form).getByRole('tab', { selected: true }).textContent).toBe('English missing');
    expect(englishQuestion.getAttribute('lang')).toBe('en-US');
    expect(englishQuestion.getAttribute('aria-invalid')).toBe('true');
    expect(posted).toHaveLength(0);

    fireEvent.input(englishQuestion, { target: { value: 'Where can I leave luggage?' } });
    fireEvent.input(within(form).getByLabelText('Answer · English'), {
      target: { value: '<p>T3 arrivals level.</p>' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.path).toBe('/byairport-cms/admin/catalog/faq/save');
    expect(posted[0]!.body).toMatchObject({
      categoryId: 5,
      question: {
        'zh-CN': '哪里可以寄存行李？',
        'en-US': 'Where can I leave luggage?',
        'fr-FR': '',
        'ko-KR': '',
      },
      answer: { 'zh-CN': '<p>T3 到达层。</p>', 'en-US': '<p>T3 arrivals level.</p>' },
      visible: true,
    });
    expect(
      await screen.findByText(
        'Saved: Where can I leave luggage?. Travellers see it on their next page view.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add question' })).toBeNull();
  });

  it('edits one language per tab, chosen with the arrow keys, and sends every language', async () => {
    const { posted } = fakeFaq();
    renderWithApp(<FaqEditor />, { path: '/admin/catalog/faq' });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Edit May I take a power bank on board?' }));
    const form = screen.getByRole('region', { name: 'Edit question' });
    const tabs = within(form).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '简体中文 complete',
      'English complete',
      'Français complete',
      '한국어 missing',
    ]);
    expect(within(form).getByRole('tabpanel', { name: '简体中文 complete' })).toBeTruthy();
    expect(within(form).queryByLabelText('Question · 한국어')).toBeNull();

    // Left from the first tab wraps round to Korean, which takes focus and shows its fields.
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[3]);
    expect(tabs[3]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[0]!.getAttribute('tabindex')).toBe('-1');
    const korean = within(form).getByLabelText('Question · 한국어');
    expect(korean.getAttribute('lang')).toBe('ko-KR');
    expect(within(form).queryByLabelText('Question · 简体中文')).toBeNull();
    fireEvent.input(korean, { target: { value: '보조배터리를 기내에 가져갈 수 있나요?' } });
    fireEvent.input(within(form).getByLabelText('Answer · 한국어'), {
      target: { value: '<p>네.</p>' },
    });
    expect(tabs[3]!.textContent).toBe('한국어 complete');

    // Right from Korean wraps to Chinese; Korean's fields are gone but kept.
    fireEvent.keyDown(tabs[3]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    expect(within(form).queryByLabelText('Question · 한국어')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toMatchObject({
      id: 11,
      question: {
        'zh-CN': '充电宝能带上飞机吗？',
        'en-US': 'May I take a power bank on board?',
        'fr-FR': 'Puis-je emporter une batterie externe ?',
        'ko-KR': '보조배터리를 기내에 가져갈 수 있나요?',
      },
      answer: {
        'zh-CN': '<p>可以。</p>',
        'en-US': '<p>Yes, in your cabin bag.</p>',
        'fr-FR': '<p>Oui, en cabine.</p>',
        'ko-KR': '<p>네.</p>',
      },
    });
  });

  it('marks the questions lacking a language and lists those lacking French or Korean', async () => {
    fakeFaq();
    renderWithApp(<FaqEditor />, { path: '/admin/catalog/faq' });
    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    const partial = row('power bank');
    expect(within(partial).getByText('Missing: Korean')).toBeTruthy();
    expect(within(partial).getByTitle('Korean').textContent).toBe('KO');
    expect(row('Wi-Fi').textContent).toContain('Complete');
    expect(row('Wi-Fi').textContent).not.toContain('Missing');

    const filter = screen.getByLabelText('Translations');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Missing French', 'Missing Korean']);
    fireEvent.change(filter, { target: { value: 'ko-KR' } });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('rowheader').textContent).toBe(
      'May I take a power bank on board?',
    );
    fireEvent.change(filter, { target: { value: 'fr-FR' } });
    expect(within(table).queryByRole('rowheader')).toBeNull();
    expect(table.textContent).toContain('No entries to show.');
    fireEvent.change(filter, { target: { value: '' } });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
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
