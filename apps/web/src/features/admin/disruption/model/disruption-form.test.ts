import { describe, expect, it } from 'vitest';
import { changeOf, fieldsNamedIn, formOf } from './disruption-form';

describe('disruption form values', () => {
  it('starts from the state, texts copied', () => {
    const message = { 'zh-CN': '雷暴', 'en-US': 'Storms', 'fr-FR': 'Orages', 'ko-KR': '뇌우' };
    const transport = { 'zh-CN': '', 'en-US': '', 'fr-FR': '', 'ko-KR': '' };
    const form = formOf({ active: true, message, transport, updatedAt: null, updatedBy: null });
    expect(form).toEqual({ active: true, message, transport });
    expect(form.message).not.toBe(message);
  });

  it('tells switching on and off from editing the texts', () => {
    expect(changeOf(false, true)).toBe('on');
    expect(changeOf(true, false)).toBe('off');
    expect(changeOf(true, true)).toBe('texts');
    expect(changeOf(false, false)).toBe('texts');
  });

  it('finds the fields a refusal of the server names, in whatever language it speaks', () => {
    expect(
      fieldsNamedIn('Some request fields are invalid: message.ko-KR, transport.fr-FR'),
    ).toEqual(['message.ko-KR', 'transport.fr-FR']);
    expect(fieldsNamedIn('请求参数有误，请检查：message.zh-CN')).toEqual(['message.zh-CN']);
    expect(fieldsNamedIn('Forbidden')).toEqual([]);
  });
});
