import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, stubApi } from '../test/fake-api';
import { initTestI18n } from '../test/i18n';
import { renderWithApp } from '../test/render';
import { subscribe, type Notice } from '../lib/notify';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { MemberButton } from './member-button';

let api: ReturnType<typeof stubApi>;
let notices: Notice[];
let stop: () => void;
beforeEach(async () => {
  await initTestI18n('zh-CN');
  api = stubApi({ handler: () => envelope(null) });
  notices = [];
  stop = subscribe((n) => notices.push(n));
});
afterEach(async () => {
  stop();
  await initTestI18n('en-US');
});

describe('member button (spec section 2)', () => {
  it('goes to the login page without a token and to the member centre with one', () => {
    const { unmount } = renderWithApp(<MemberButton />);
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/user/login');
    unmount();
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok');
    renderWithApp(<MemberButton />);
    expect(screen.getByRole('link', { name: '会员中心' }).getAttribute('href')).toBe('/user/index');
  });

  it('is not shown outside the Chinese interface', async () => {
    await initTestI18n('en-US');
    const { container } = renderWithApp(<MemberButton />);
    expect(container.textContent).toBe('');
  });

  it('with a picture: an avatar menu whose logout clears the session, whatever the answer', async () => {
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.memberImage, '/media/me.png');
    renderWithApp(<MemberButton />);
    const avatar = await screen.findByRole('button', { name: '我的账户' });
    fireEvent.click(avatar);
    expect(screen.getByRole('link', { name: '会员中心' }).getAttribute('href')).toBe('/user/index');
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.memberImage)).toBeNull();
    expect(api.apiCalls()[0]?.[0]).toBe('/byairport-cms/user/logout');
    expect(api.headersOf().authenticated_token).toBe('tok');
    expect(notices.map((n) => [n.tone, n.text])).toEqual([['success', '退出成功']]);
    expect(await screen.findByRole('link', { name: '登录' })).toBeTruthy();
  });

  it('a failed logout shows the server message and still clears the session', async () => {
    api.setHandler(() => envelope(null, 601, '会话已失效'));
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.memberImage, '/media/me.png');
    renderWithApp(<MemberButton />);
    fireEvent.click(await screen.findByRole('button', { name: '我的账户' }));
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.memberImage)).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBeNull();
    expect(notices.map((n) => [n.tone, n.text])).toEqual([['error', '会话已失效']]);
  });
});
