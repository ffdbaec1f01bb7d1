import { describe, expect, it, vi } from 'vitest';
import {
  BROWSER_PUSH,
  SERVER_KEY,
  SERVER_KEY_BYTES,
  fakeBrowserPush,
} from '../testing/fake-browser-push';
import {
  base64UrlBytes,
  browserHasPush,
  pushRegistration,
  subscribeThisBrowser,
} from './browser-push';

describe('web push in this browser (issue 22)', () => {
  it('is not offered where the browser lacks a service worker, push or notifications', async () => {
    // jsdom, like an old browser or a page over plain HTTP, has none of them.
    expect(browserHasPush()).toBe(false);
    expect(await pushRegistration()).toBeNull();
  });

  it("finds the service worker's registration once it is active", async () => {
    const { registration } = fakeBrowserPush();
    expect(browserHasPush()).toBe(true);
    expect(await pushRegistration()).toBe(registration);
  });

  it('turns the base64url key into its bytes', () => {
    expect(base64UrlBytes(SERVER_KEY)).toEqual(SERVER_KEY_BYTES);
    expect([...base64UrlBytes('-_8')]).toEqual([0xfb, 0xff]);
  });

  it('asks permission, then the key, then subscribes: the subscription as the server takes it', async () => {
    const { registration, pushManager, requestPermission } = fakeBrowserPush();
    const order: string[] = [];
    requestPermission.mockImplementation(async () => {
      order.push('permission');
      return 'granted';
    });
    const publicKey = vi.fn(async () => {
      order.push('key');
      return SERVER_KEY;
    });
    pushManager.subscribe.mockImplementationOnce(async (init) => {
      order.push('subscribe');
      return { options: init, toJSON: () => BROWSER_PUSH, unsubscribe: vi.fn() };
    });
    expect(await subscribeThisBrowser(registration, publicKey)).toEqual({ push: BROWSER_PUSH });
    expect(order).toEqual(['permission', 'key', 'subscribe']);
    const [init] = pushManager.subscribe.mock.calls[0]!;
    expect(init.userVisibleOnly).toBe(true);
    expect(init.applicationServerKey).toEqual(SERVER_KEY_BYTES);
  });

  it.each(['denied', 'default'] as const)(
    'a permission %s: denied, and neither the key nor the push service is asked',
    async (answer) => {
      const { registration, pushManager } = fakeBrowserPush({ permission: answer });
      const publicKey = vi.fn(async () => SERVER_KEY);
      expect(await subscribeThisBrowser(registration, publicKey)).toEqual({ refused: 'denied' });
      expect(publicKey).not.toHaveBeenCalled();
      expect(pushManager.subscribe).not.toHaveBeenCalled();
    },
  );

  it('fails plainly when the push service is out of reach, or the key cannot be had', async () => {
    const { registration } = fakeBrowserPush({ subscribeFails: true });
    expect(await subscribeThisBrowser(registration, async () => SERVER_KEY)).toEqual({
      refused: 'failed',
    });
    const keyless = async () => {
      throw new Error('network');
    };
    expect(await subscribeThisBrowser(registration, keyless)).toEqual({ refused: 'failed' });
  });

  it("replaces a subscription made with an earlier server key, keeps one made with today's", async () => {
    const renewed = fakeBrowserPush({ earlierKey: Uint8Array.from({ length: 65 }, () => 9) });
    await subscribeThisBrowser(renewed.registration, async () => SERVER_KEY);
    expect(renewed.earlier!.unsubscribe).toHaveBeenCalled();
    expect(renewed.pushManager.subscribe).toHaveBeenCalled();

    const same = fakeBrowserPush({ earlierKey: SERVER_KEY_BYTES });
    expect(await subscribeThisBrowser(same.registration, async () => SERVER_KEY)).toEqual({
      push: BROWSER_PUSH,
    });
    expect(same.earlier!.unsubscribe).not.toHaveBeenCalled();
  });

  it('fails when the browser leaves the keys out of the subscription', async () => {
    const { registration, pushManager } = fakeBrowserPush();
    pushManager.subscribe.mockImplementationOnce(async (init) => ({
      options: init,
      toJSON: () => ({ endpoint: BROWSER_PUSH.endpoint }) as typeof BROWSER_PUSH,
      unsubscribe: vi.fn(),
    }));
    expect(await subscribeThisBrowser(registration, async () => SERVER_KEY)).toEqual({
      refused: 'failed',
    });
  });
});
