import type { Db } from '../../db/database';

/** One text message to a mobile number. */
export interface SmsMessage {
  mobile: string;
  /** The full text, as the console gateway shows it (it holds the code). */
  content: string;
  /** What the code is for: `login`, `checkin`… */
  purpose: string;
  /** The template's variables, for providers that send by template (the code). */
  templateParams: Record<string, string>;
}

/**
 * Where text messages go: the console outbox by default, a real provider with SMS_PROVIDER.
 * `within` is the caller's open transaction: the console outbox writes its row there, so a
 * message and the record that it was sent are stored together (flight alerts); a provider
 * cannot take part, and callers send last.
 */
export interface SmsGateway {
  readonly name: string;
  send(message: SmsMessage, within?: Db): Promise<void>;
}

/** The provider refused or could not be reached; its own message stays out of the logs. */
export class SmsDeliveryError extends Error {
  constructor(
    readonly provider: string,
    readonly providerCode: string,
    readonly requestId = '',
  ) {
    super(`${provider} refused the message: ${providerCode}`);
    this.name = 'SmsDeliveryError';
  }
}
