import type { Locale } from '@can/contracts';
import type { SendSmsAnswer } from '@can/contracts/member';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import type { MessageKey } from '../../../platform/messages';
import type { DeparturesOn } from '../departures';
import type { MemberLink } from '../member-link';
import type { CheckinSessions } from '../sessions';

/** The sms module's code service as check-in uses it (app.ts passes it). */
export interface CheckinSmsCodes {
  send(input: {
    purpose: string;
    mobile: string;
    ip: string;
    locale: Locale;
    textKey: MessageKey;
    mobileRule?: (value: string) => string;
  }): Promise<SendSmsAnswer>;
  verify(input: {
    purpose: string;
    mobile: string;
    code: string;
    mobileRule?: (value: string) => string;
  }): Promise<string>;
}

export interface CheckinServiceDeps {
  db: Db;
  clock: Clock;
  flightsOn: DeparturesOn;
  sessions: CheckinSessions;
  smsCodes: CheckinSmsCodes;
  /** The captcha module's check: throws unless the answer is right. */
  verifyCaptcha: (uuid: string, answer: string) => Promise<void>;
  memberLink?: MemberLink;
  /** The airport's service line (CONTENT.md), answered with refusals. */
  helpLine?: string;
}
