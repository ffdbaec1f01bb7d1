import type { Db } from '../../../db/database';

/** A contact as the desk gives it: a mobile number, an e-mail address, or both. */
export interface DeskContact {
  mobile?: string;
  email?: string;
}

/** A live alert subscription as the alerts module shows it to the desk: the contact masked. */
export interface DeskSubscriptionView {
  id: number;
  flightId: string;
  flightNo: string;
  flightDate: string;
  status: 'active' | 'pending';
  channels: string[];
  contact: string;
  endsAt: string;
}

/**
 * The alerts module's desk (app.ts passes `alerts.desk`): today's delivery figures, and a
 * contact's live subscriptions, looked up and ended. Modules do not import each other
 * (decision 028), so the shape is written down here.
 */
export interface AlertDeskPort {
  /** Messages sent and failed today (airport day), one row per channel (sms, email, push). */
  today(): Promise<{ channel: string; sent: number; failed: number }[]>;
  lookup(contact: DeskContact): Promise<DeskSubscriptionView[]>;
  /**
   * Ends the contact's live subscriptions (the ids given, else all) and erases the contact on
   * them, inside the caller's transaction; returns those it ended.
   */
  end(q: Db, contact: DeskContact, ids?: number[]): Promise<DeskSubscriptionView[]>;
}
