/** Signing in to check-in: an SMS code to the booked mobile, then the passenger's prompts. */
import type { Locale } from '@can/contracts';
import type { CertType, CheckinAuthBody, CheckinSendSmsBody } from '@can/contracts/checkin';
import type { SendSmsAnswer } from '@can/contracts/member';
import { rollDemoSegments } from '../bookings';
import {
  certificateNumber,
  certificateType,
  checkinMobile,
  nameKey,
  passengerName,
  smsCode,
} from '../contact-details';
import * as repo from '../repo';
import type { CheckinServiceDeps } from './deps';
import { refuse } from './refusals';

const SMS_PURPOSE = 'checkin';
const mobileRule = (value: string) => checkinMobile(value).mobile;

export function signInMethods(
  deps: Pick<
    CheckinServiceDeps,
    'db' | 'clock' | 'flightsOn' | 'sessions' | 'smsCodes' | 'verifyCaptcha'
  >,
) {
  const { db, clock, flightsOn, sessions, smsCodes } = deps;
  return {
    async sendSms(body: CheckinSendSmsBody, ip: string, locale: Locale): Promise<SendSmsAnswer> {
      const { mobile } = checkinMobile(body.mobile);
      await deps.verifyCaptcha(body.captchaUuid, body.captchaCode);
      return smsCodes.send({
        purpose: SMS_PURPOSE,
        mobile,
        ip,
        locale,
        textKey: 'checkinSmsText',
        mobileRule,
      });
    },

    /** Checks the prompts, then the code (proving the phone), then finds the booking. */
    async auth(body: CheckinAuthBody) {
      const name = passengerName(body.name);
      const certType: CertType = certificateType(body.certType);
      const certNo = certificateNumber(certType, body.certNo);
      const { mobile } = checkinMobile(body.mobile);
      const code = smsCode(body.code);
      await smsCodes.verify({ purpose: SMS_PURPOSE, mobile, code, mobileRule });
      const p = await repo.passengerByCert(db, certType, certNo);
      if (!p || p.mobile !== mobile || nameKey(p.name) !== nameKey(name)) {
        throw refuse('checkinPassengerNotFound');
      }
      if (p.demo) await rollDemoSegments(db, flightsOn, p.id, clock.now());
      const { token, expiresIn } = await sessions.open(p.id);
      return { checkinToken: token, expiresIn };
    },
  };
}
