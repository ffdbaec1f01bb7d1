import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { subscribe, type Notice } from './notify';
import { formRefusal } from './refusal';

describe('formRefusal', () => {
  const heard: Notice[] = [];
  const stop = subscribe((notice) => heard.push(notice));
  afterEach(() => {
    heard.length = 0;
  });

  it('gives the server’s words for a refusal, and raises no red message', () => {
    const refused = new ApiError('图形验证码错误', 'code', {
      code: 400,
      serverMessage: '图形验证码错误',
    });
    expect(formRefusal(refused, 'fallback')).toBe('图形验证码错误');
    expect(heard).toEqual([]);
  });

  it('says nothing beside the form for a dropped connection, but raises the red message', () => {
    const dropped = new ApiError('后端接口连接异常', 'network');
    expect(formRefusal(dropped, 'fallback')).toBeNull();
    expect(heard.map((n) => [n.tone, n.text])).toEqual([['error', '后端接口连接异常']]);
  });

  it('falls back for what is not an API error', () => {
    expect(formRefusal(new Error('boom'), 'fallback')).toBe('fallback');
    stop();
  });
});
