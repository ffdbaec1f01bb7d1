import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminDisruption } from '@can/contracts/disruption';
import { disruptionPaths } from '@can/contracts/paths';
import { envelope, stubApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { Component as DisruptionPage } from './disruption-page';

const text = (zh: string, en: string, fr: string, ko: string) => ({
  'zh-CN': zh,
  'en-US': en,
  'fr-FR': fr,
  'ko-KR': ko,
});
const NONE = text('', '', '', '');
const MESSAGE = text(
  '因雷暴天气，部分航班延误或取消。',
  'Thunderstorms are delaying or cancelling some flights.',
  'Des orages retardent ou annulent certains vols.',
  '뇌우로 일부 항공편이 지연되거나 취소되었습니다.',
);

/** Off, with the message written in three languages: Korean is still to come. */
const offWithoutKorean: AdminDisruption = {
  active: false,
  message: { ...MESSAGE, 'ko-KR': '' },
  transport: NONE,
  updatedAt: null,
  updatedBy: null,
};

const onSince1405: AdminDisruption = {
  active: true,
  message: MESSAGE,
  transport: text('', 'Airport Express buses run every 30 minutes.', '', ''),
  updatedAt: '2026-11-22T06:05:00.000Z',
  updatedBy: 'ops1',
};

/** The server: answers the state, keeps what is posted (or refuses it with `refusal`). */
function fakeServer(initial: AdminDisruption, refusal?: string) {
  const posted: unknown[] = [];
  let current = initial;
  stubApi({
    handler: (url, init) => {
      const path = url.split('?')[0]!;
      if (path === disruptionPaths.admin) return envelope(current);
      if (path === disruptionPaths.adminUpdate) {
        const body = JSON.parse(String(init.body)) as Omit<AdminDisruption, 'updatedBy'>;
        posted.push(body);
        if (refusal) return envelope(null, 400, refusal);
        current = { ...body, updatedAt: '2026-11-22T07:30:00.000Z', updatedBy: 'ops2' };
        return envelope(current);
      }
      return envelope(null);
    },
  });
  return { posted };
}

const field = (name: string) => screen.getByLabelText<HTMLTextAreaElement>(name);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('disruption mode page', () => {
  it('says in words whether disruption mode is on, since when and by whom, with its texts', async () => {
    fakeServer(onSince1405);
    renderWithApp(<DisruptionPage />, { path: '/admin/disruption' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Disruption mode');
    expect(
      await screen.findByText('Disruption mode is ON: the site shows the message below.'),
    ).toBeTruthy();
    expect(screen.getByText('Last changed 2026-11-22 14:05 (airport time) by ops1.')).toBeTruthy();
    const toggle = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Disruption mode on' });
    expect(toggle.checked).toBe(true);
    const korean = field('What is happening · 한국어');
    expect(korean.value).toBe('뇌우로 일부 항공편이 지연되거나 취소되었습니다.');
    expect(korean.getAttribute('lang')).toBe('ko-KR');
    expect(field('Transport changes · English').value).toBe(
      'Airport Express buses run every 30 minutes.',
    );
  });

  it('says when it has never been switched on', async () => {
    fakeServer(offWithoutKorean);
    renderWithApp(<DisruptionPage />, { path: '/admin/disruption' });
    expect(
      await screen.findByText('Disruption mode is OFF: the site shows no disruption message.'),
    ).toBeTruthy();
    expect(screen.getByText('It has never been switched on.')).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Disruption mode on' }).checked,
    ).toBe(false);
  });

  it('will not switch on without the Korean message: says so beside it and sends nothing', async () => {
    const { posted } = fakeServer(offWithoutKorean);
    renderWithApp(<DisruptionPage />, { path: '/admin/disruption' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Disruption mode on' }));
    save();

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Some fields need attention; see the messages beside them.',
      ),
    );
    const korean = field('What is happening · 한국어');
    expect(korean.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(korean.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toBe('Required to switch disruption mode on');
    await waitFor(() => expect(document.activeElement).toBe(korean));
    // The other languages are written; transport changes are optional.
    expect(field('What is happening · English').getAttribute('aria-invalid')).toBeNull();
    expect(field('Transport changes · 한국어').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('group', { name: /Switch disruption mode ON/ })).toBeNull();
    expect(posted).toEqual([]);

    // Left off, the Korean message is not needed.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Disruption mode on' }));
    await waitFor(() => expect(korean.getAttribute('aria-invalid')).toBeNull());
  });

  it('asks before switching on, then posts the texts of all four languages', async () => {
    const { posted } = fakeServer(offWithoutKorean);
    renderWithApp(<DisruptionPage />, { path: '/admin/disruption' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Disruption mode on' }));
    fireEvent.input(field('What is happening · 한국어'), {
      target: { value: '  뇌우로 일부 항공편이 지연되거나 취소되었습니다.  ' },
    });
    fireEvent.input(field('Transport changes · English'), {
      target: { value: 'Airport Express buses run every 30 minutes.' },
    });
    save();

    const question = await screen.findByRole('group', {
      name: 'Switch disruption mode ON? Every traveller on the site sees the message at once.',
    });
    const confirm = within(question).getByRole('button', { name: 'Yes, switch it on' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(posted).toEqual([]);
    fireEvent.click(confirm);

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      active: true,
      message: MESSAGE,
      transport: text('', 'Airport Express buses run every 30 minutes.', '', ''),
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Disruption mode is on: the site shows the message.',
      ),
    );
    expect(
      screen.getByText('Disruption mode is ON: the site shows the message below.'),
    ).toBeTruthy();
    expect(screen.getByText('Last changed 2026-11-22 15:30 (airport time) by ops2.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Switch disruption mode/ })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' })),
    );
  });

  it("shows the server's refusal in the form and beside the field it names", async () => {
    const { posted } = fakeServer(
      { ...offWithoutKorean, message: MESSAGE },
      'Some request fields are invalid: message.ko-KR',
    );
    renderWithApp(<DisruptionPage />, { path: '/admin/disruption' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Disruption mode on' }));
    save();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, switch it on' }));

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Some request fields are invalid: message.ko-KR',
      ),
    );
    expect(posted).toHaveLength(1);
    const korean = field('What is happening · 한국어');
    expect(korean.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(korean.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Refused by the server: check this text',
    );
    await waitFor(() => expect(document.activeElement).toBe(korean));
    // Nothing changed: still off.
    expect(
      screen.getByText('Disruption mode is OFF: the site shows no disruption message.'),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('asks before switching off and sends nothing when told to go back', async () => {
    const { posted } = fakeServer(onSince1405);
    renderWithApp(<DisruptionPage />, { path: '/admin/disruption' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Disruption mode on' }));
    save();
    const question = await screen.findByRole('group', {
      name: 'Switch disruption mode OFF? The message disappears from the site at once; the texts are kept.',
    });
    // The form waits for the answer.
    expect(field('What is happening · English').matches(':disabled')).toBe(true);
    fireEvent.click(within(question).getByRole('button', { name: 'No, go back' }));
    expect(screen.queryByRole('group', { name: /Switch disruption mode/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    expect(posted).toEqual([]);

    save();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, switch it off' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ active: false, message: MESSAGE });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Disruption mode is off: the site no longer shows the message.',
      ),
    );
  });

  it('saves changed texts at once while it stays on', async () => {
    const { posted } = fakeServer(onSince1405);
    renderWithApp(<DisruptionPage />, { path: '/admin/disruption' });
    fireEvent.input(await screen.findByLabelText('Transport changes · Français'), {
      target: { value: 'Les navettes Airport Express partent toutes les 30 minutes.' },
    });
    save();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(screen.queryByRole('group', { name: /Switch disruption mode/ })).toBeNull();
    expect(posted[0]).toEqual({
      active: true,
      message: MESSAGE,
      transport: text(
        '',
        'Airport Express buses run every 30 minutes.',
        'Les navettes Airport Express partent toutes les 30 minutes.',
        '',
      ),
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Saved: the site shows the new texts.'),
    );
  });
});
