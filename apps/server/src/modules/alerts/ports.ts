import type { Locale } from '@can/contracts';
import type { SendSmsAnswer } from '@can/contracts/member';
import type { Db } from '../../db/database';
import type { MessageKey } from '../../platform/messages';

/*
 * What alerts borrow from the SMS module, as this module's own interfaces (decision 028):
 * app.ts passes the SMS module's gateway and code service, which fit them.
 */

/** Sends a text; the console outbox writes its row in `within`, the caller's transaction. */
export interface AlertSmsGateway {
  readonly name: string;
  send(
    message: {
      mobile: string;
      content: string;
      purpose: string;
      templateParams: Record<string, string>;
    },
    within?: Db,
  ): Promise<void>;
}

/** SMS codes that confirm a guest's number (captcha, limits and lock as for the login). */
export interface AlertSmsCodes {
  send(input: {
    purpose: string;
    mobile: string;
    ip: string;
    locale: Locale;
    textKey: MessageKey;
  }): Promise<SendSmsAnswer>;
  /** The normalized number when `code` is its current code for `purpose`; throws otherwise. */
  verify(input: { purpose: string; mobile: string; code: string }): Promise<string>;
}
