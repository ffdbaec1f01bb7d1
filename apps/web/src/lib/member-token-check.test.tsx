import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { render } from '@testing-library/react';
import { envelope, stubApi } from '../test/fake-api';
import { checkMemberToken, useMemberTokenCheck } from './member-token-check';
import { registerNavigate } from './navigation';
import { STORAGE_KEYS } from './storage-keys';

const VERIFY = '/byairport-cms/user/verifyToken';
let api: ReturnType<typeof stubApi>;
let navigate: Mock<(to: string) => void>;
let stopNavigate: () => void;

beforeEach(() => {
  api = stubApi();
  navigate = vi.fn();
  stopNavigate = registerNavigate(navigate);
  localStorage.setItem(STORAGE_KEYS.memberToken, 'tok');
  localStorage.setItem(STORAGE_KEYS.memberImage, 'data:image/svg+xml,x');
});

afterEach(() => {
  stopNavigate();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

describe('background member token check (spec sections 4 and 9)', () => {
  it('a refused token clears the session; away from the member centre nobody is moved', async () => {
    api.setHandler(() => envelope(null, 401, 'expired'));
    await expect(checkMemberToken()).resolves.toBe(true);
    expect(api.apiCalls()[0]![0]).toBe(VERIFY);
    expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.memberImage)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on the member centre a refused token goes to login', async () => {
    window.history.replaceState(null, '', '/user/index');
    api.setHandler(() => envelope(null, 401, 'expired'));
    await checkMemberToken();
    expect(navigate).toHaveBeenCalledWith('/user/login');
  });

  it('a valid token, or no answer at all, keeps the session', async () => {
    api.setHandler(() => envelope({ expiresAt: '2026-11-29T00:00:00.000Z' }));
    await expect(checkMemberToken()).resolves.toBe(false);
    api.setHandler(() => Promise.reject(new TypeError('offline')));
    await expect(checkMemberToken()).resolves.toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBe('tok');
  });

  it('without a token nothing is asked', async () => {
    localStorage.removeItem(STORAGE_KEYS.memberToken);
    await expect(checkMemberToken()).resolves.toBe(false);
    expect(api.apiCalls()).toEqual([]);
  });

  it('runs every 180 000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    api.setHandler(() => envelope({ expiresAt: '2026-11-29T00:00:00.000Z' }));
    function Probe() {
      useMemberTokenCheck();
      return null;
    }
    const view = render(<Probe />);
    await vi.advanceTimersByTimeAsync(179_999);
    expect(api.apiCalls()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(api.apiCalls()).toHaveLength(1));
    view.unmount();
  });
});
