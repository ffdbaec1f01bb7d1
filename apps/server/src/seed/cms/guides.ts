import type { I18nText } from '../../platform/i18n-text';
import departure from './data/guides/guide-departure.json';
import arrival from './data/guides/guide-arrival.json';
import transfer from './data/guides/guide-transfer.json';
import customs from './data/guides/guide-customs.json';
import border from './data/guides/guide-border.json';
import security from './data/guides/guide-security.json';
import quarantine from './data/guides/guide-quarantine.json';
import baggage from './data/guides/guide-baggage.json';
import certificate from './data/guides/guide-certificate.json';
import common from './data/guides/guide-common.json';
import multiple from './data/guides/guide-multiple.json';
import visaFree from './data/guides/visa-free.json';
import lostFound from './data/guides/lost-found.json';
import special from './data/guides/special-passengers.json';
import baggageService from './data/guides/baggage-service.json';
import lounges from './data/guides/vip-lounges.json';
import hotels from './data/guides/hotels.json';
import facilities from './data/guides/facilities.json';
import art from './data/guides/airport-art.json';
import attractions from './data/guides/attractions.json';

/** A guide or service page as its data file holds it: one file per page, four languages. */
export interface GuideData {
  id: number;
  urlKey: string;
  kind?: string;
  daysAgo?: number;
  /** The day an editor last checked the text (YYYY-MM-DD). */
  reviewedAt?: string;
  title: I18nText;
  summary: I18nText;
  content: I18nText;
}

/** The traveller guides of spec section 1 (the nine), the overview, multi-leg trips, transit. */
export const GUIDES: GuideData[] = [
  common,
  departure,
  arrival,
  transfer,
  customs,
  border,
  security,
  quarantine,
  baggage,
  certificate,
  multiple,
  visaFree,
];

/** The passenger-service pages. */
export const SERVICES: GuideData[] = [
  lostFound,
  special,
  baggageService,
  lounges,
  hotels,
  facilities,
  art,
  attractions,
];
