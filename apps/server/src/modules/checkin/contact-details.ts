import { ResultCode } from '@can/contracts';
import type { CertType } from '@can/contracts/checkin';
import { AppError } from '../../platform/errors';
import type { MessageKey } from '../../platform/messages';
import { birthDateOfIdCard } from './id-card';

const invalid = (key: MessageKey, field: string, params: Record<string, string | number> = {}) =>
  new AppError(ResultCode.invalidInput, key, params, { fields: [{ field, issue: 'invalid' }] });

export interface CheckinMobile {
  /** As stored on bookings: 11 digits for mainland numbers, +country... for others. */
  mobile: string;
  international: boolean;
}

/**
 * Decision 012: an 11-digit mainland number (also written +86...), or for passport holders an
 * international number in E.164 form (+, country code, 8 to 15 digits in all). The message
 * states how many digits were entered, as the spec's check-in text asks.
 */
export function checkinMobile(value: string): CheckinMobile {
  const raw = value.trim().replace(/[\s-]/g, '');
  if (!raw) throw invalid('checkinMobileRequired', 'mobile');
  const national = raw.startsWith('+86')
    ? raw.slice(3)
    : raw.startsWith('0086')
      ? raw.slice(4)
      : raw;
  if (/^1[3-9]\d{9}$/.test(national)) return { mobile: national, international: false };
  if (/^\+[1-9]\d{7,14}$/.test(raw) && !raw.startsWith('+86')) {
    return { mobile: raw, international: true };
  }
  throw invalid('checkinMobileInvalid', 'mobile', { length: raw.replace(/\D/g, '').length });
}

/** Spec section 5: the certificate type is a required prompt (ID card NI or passport PP). */
export function certificateType(value: string): CertType {
  const type = value.trim().toUpperCase();
  if (type !== 'NI' && type !== 'PP') throw invalid('checkinCertTypeRequired', 'certType');
  return type;
}

/** The certificate number as stored: ID cards checked (length, date, check character). */
export function certificateNumber(certType: CertType, value: string): string {
  const certNo = value.trim().toUpperCase();
  if (!certNo) throw invalid('checkinCertRequired', 'certNo');
  if (certType === 'NI') {
    if (!birthDateOfIdCard(certNo)) throw invalid('checkinIdCardInvalid', 'certNo');
  } else if (!/^[A-Z0-9]{5,20}$/.test(certNo)) {
    throw invalid('checkinPassportInvalid', 'certNo');
  }
  return certNo;
}

/** Names compare without case or spaces ("Smith / John" is SMITH/JOHN). */
export const nameKey = (name: string) => name.normalize('NFKC').replace(/\s+/g, '').toUpperCase();

export function passengerName(value: string): string {
  const name = value.trim();
  if (!name) throw invalid('checkinNameRequired', 'name');
  return name;
}

export function smsCode(value: string): string {
  const code = value.trim();
  if (!code) throw invalid('checkinCodeRequired', 'code');
  return code;
}
