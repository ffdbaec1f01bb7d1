import { describe, expect, it } from 'vitest';
import { checkinAuthForm, isCheckinMobile } from './checkin-form';

const valid = {
  name: '陈嘉欣',
  certType: 'NI',
  certNo: '44010619900315124X',
  mobile: '13800138001',
  captchaCode: 'abcd',
  code: '123456',
};
const messages = (values: Record<string, string>) => {
  const parsed = checkinAuthForm.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('check-in entry form', () => {
  it('accepts complete details', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('names each missing required prompt (spec section 5)', () => {
    expect(
      messages({ name: ' ', certType: '', certNo: '', mobile: '', captchaCode: '', code: '' }),
    ).toEqual([
      'nameRequired',
      'certTypeRequired',
      'certRequired',
      'mobileRequired',
      'captchaRequired',
      'codeRequired',
    ]);
  });

  it('refuses a wrong phone length and a code that is not 6 digits', () => {
    expect(messages({ ...valid, mobile: '1380013800', code: '12345' })).toEqual([
      'mobileInvalid',
      'codeLength',
    ]);
  });

  it('accepts mainland numbers and international numbers with + (decision 012)', () => {
    expect(isCheckinMobile('+86 138-0013-8001')).toBe(true);
    expect(isCheckinMobile('+33612345678')).toBe(true);
    expect(isCheckinMobile('+8612345')).toBe(false);
    expect(isCheckinMobile('1080013800')).toBe(false);
  });
});
