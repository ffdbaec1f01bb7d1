import * as z from 'zod/mini';

/**
 * The web check-in entry form (spec sections 3 and 5): every required prompt has its own message
 * key (`validation.<key>` in the web's `checkin` namespace). Phone numbers follow decision 012:
 * an 11-digit mainland number, or + and the country code. The page loads it with import().
 */
export interface CheckinAuthForm {
  name: string;
  certType: string;
  certNo: string;
  mobile: string;
  captchaCode: string;
  code: string;
}

export function isCheckinMobile(value: string): boolean {
  const raw = value.trim().replace(/[\s-]/g, '');
  const national = raw.startsWith('+86')
    ? raw.slice(3)
    : raw.startsWith('0086')
      ? raw.slice(4)
      : raw;
  return (
    /^1[3-9]\d{9}$/.test(national) || (/^\+[1-9]\d{7,14}$/.test(raw) && !raw.startsWith('+86'))
  );
}

const required = (message: string) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      if (!value.trim()) ctx.addIssue({ code: 'custom', message, input: value });
    }),
  );

export const checkinAuthForm = z.object({
  name: required('nameRequired'),
  certType: z.string().check(
    z.superRefine((value, ctx) => {
      if (value !== 'NI' && value !== 'PP')
        ctx.addIssue({ code: 'custom', message: 'certTypeRequired', input: value });
    }),
  ),
  certNo: required('certRequired'),
  mobile: z.string().check(
    z.superRefine((value, ctx) => {
      if (!value.trim()) ctx.addIssue({ code: 'custom', message: 'mobileRequired', input: value });
      else if (!isCheckinMobile(value))
        ctx.addIssue({ code: 'custom', message: 'mobileInvalid', input: value });
    }),
  ),
  captchaCode: required('captchaRequired'),
  code: z.string().check(
    z.superRefine((value, ctx) => {
      const typed = value.trim();
      if (!typed) ctx.addIssue({ code: 'custom', message: 'codeRequired', input: value });
      else if (!/^\d{6}$/.test(typed))
        ctx.addIssue({ code: 'custom', message: 'codeLength', input: value });
    }),
  ),
});
