import { MAINLAND_MOBILE, MOBILE_LENGTH, SMS_CODE_LENGTH } from '@can/contracts/member';
import { ResultCode } from '@can/contracts';
import { AppError } from '../../platform/errors';

/**
 * Spec section 5: an 11-digit Chinese mainland number; the message states how many digits were
 * entered. Returns the number without surrounding spaces.
 */
export function mainlandMobile(value: string): string {
  const mobile = value.trim();
  const fields = [{ field: 'mobile', issue: 'invalid' }];
  if (mobile.length !== MOBILE_LENGTH || !/^\d+$/.test(mobile)) {
    throw new AppError(
      ResultCode.invalidInput,
      'mobileLength',
      { length: mobile.length },
      { fields },
    );
  }
  if (!MAINLAND_MOBILE.test(mobile)) {
    throw new AppError(ResultCode.invalidInput, 'mobileNotMainland', {}, { fields });
  }
  return mobile;
}

/** Spec section 5: "please enter the 6-digit code". */
export function smsCodeFormat(value: string): string {
  const code = value.trim();
  if (code.length !== SMS_CODE_LENGTH || !/^\d+$/.test(code)) {
    throw new AppError(
      ResultCode.invalidInput,
      'smsCodeFormat',
      {},
      {
        fields: [{ field: 'code', issue: 'invalid' }],
      },
    );
  }
  return code;
}
