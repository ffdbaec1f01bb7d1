import { AIRPORT_TIME_ZONE, type FlightRecord, type Locale } from '@can/contracts';
import type { AlertPushPayload } from '@can/contracts/alerts';
import { airportClock, airportDayOf, parseAirportDateTime } from '../../platform/airport-time';
import { message, type MessageKey } from '../../platform/messages';
import { escapeHtml } from '../../platform/page-shell';
import { plannedTimeOf, type AlertEvent } from './alert-events';

/**
 * The words of flight alerts (issue 22): the SMS, the alert e-mail and the e-mail that confirms
 * an address. Every text comes from the server catalogues (`alert…` keys).
 *
 * SMS aim at one segment, links not counted: 70 characters in zh-CN and ko-KR (UCS-2) and 160
 * GSM-7 septets in en-US and fr-FR. That is why the SMS brand is the short one, and why the
 * French sentences that go into SMS keep to GSM-7 (no ê, ç, « », nor non-breaking spaces: one
 * such character would turn the whole message into UCS-2 and its limit into 70); `gsm7` does
 * the same for city names, and the e-mail gets French spacing back in `frenchSpacing`. With the
 * longest city names (Kuala Lumpur, 쿠알라룸푸르) an arrival's Korean or French SMS is within
 * a character or two of the limit; a longer one goes as two segments, which carriers join.
 */
export interface AlertMessageInput {
  event: AlertEvent;
  /** The flight's current record. */
  flight: FlightRecord;
  locale: Locale;
  /** Absolute link to the flight's detail page. */
  flightUrl: string;
  /** Absolute one-tap unsubscribe link. */
  unsubscribeUrl: string;
}

export interface AlertMail {
  subject: string;
  text: string;
  html: string;
}

const CITY_FIELD_SUFFIX = { 'zh-CN': 'Cn', 'en-US': 'En', 'fr-FR': 'Fr', 'ko-KR': 'Kr' } as const;

/** The other end of the flight (destination of a departure, origin of an arrival), in the reader's language. */
function otherCity(flight: FlightRecord, locale: Locale): string {
  const side = flight.depOrArr === 'D' ? 'dstCity' : 'orgCity';
  return (
    flight[`${side}${CITY_FIELD_SUFFIX[locale]}`] ||
    flight[`${side}En`] ||
    flight[`${side}Cn`] ||
    flight[side]
  );
}

/**
 * "14:05" for a local "YYYY-MM-DD HH:mm(:ss)" on the flight's date, "Nov 23 01:10" (in the
 * reader's language, 24 h) on another day; empty when the text is not a time.
 */
function alertTime(local: string, flightDate: string, locale: Locale): string {
  const instant = parseAirportDateTime(local);
  if (Number.isNaN(instant)) return '';
  const clock = airportClock(instant);
  if (airportDayOf(instant) === flightDate) return clock;
  const day = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: AIRPORT_TIME_ZONE,
  }).format(instant);
  return `${day} ${clock}`;
}

/** "CZ3101 to Beijing (scheduled 14:05)": the flight as the reader finds it on a board. */
function flightLabel(flight: FlightRecord, locale: Locale): string {
  const time = alertTime(plannedTimeOf(flight), flight.flightDate, locale);
  const departure = flight.depOrArr === 'D';
  const key: MessageKey = time
    ? departure
      ? 'alertFlightDAt'
      : 'alertFlightAAt'
    : departure
      ? 'alertFlightD'
      : 'alertFlightA';
  return message(locale, key, { flightNo: flight.flightNo, city: otherCity(flight, locale), time });
}

/** The sentence that says what changed, and the advice that goes with it, if any. */
function eventSentences(
  event: AlertEvent,
  flight: FlightRecord,
  locale: Locale,
): { change: string; advice: string } {
  const m = (key: MessageKey, params: Record<string, string> = {}) =>
    message(locale, key, { flight: flightLabel(flight, locale), ...params });
  const callAirline = message(locale, 'alertCallAirline');
  switch (event.kind) {
    case 'gate':
      return { change: m('alertGate', { gate: event.value }), advice: '' };
    case 'counters':
      return { change: m('alertCounters', { counters: event.value }), advice: '' };
    case 'delay': {
      const time = alertTime(event.value, flight.flightDate, locale) || event.value;
      const key = flight.depOrArr === 'D' ? 'alertDelayD' : 'alertDelayA';
      return { change: m(key, { time }), advice: '' };
    }
    case 'boarding':
      return {
        change: event.value ? m('alertBoarding', { gate: event.value }) : m('alertBoardingNoGate'),
        advice: '',
      };
    case 'cancelled':
      return { change: m('alertCancelled'), advice: callAirline };
    case 'diverted':
      return { change: m('alertDiverted'), advice: callAirline };
    case 'landed':
      return {
        change: event.value ? m('alertLanded', { belt: event.value }) : m('alertLandedNoBelt'),
        advice: '',
      };
    default: {
      const unknown: never = event.kind;
      throw new Error(`No alert text for ${String(unknown)}`);
    }
  }
}

/** Chinese sentences follow each other without a space; the other languages put one. */
const joined = (locale: Locale, parts: string[]) =>
  parts.filter(Boolean).join(locale === 'zh-CN' ? '' : ' ');

/** French typography for e-mail (no SMS limit there): a non-breaking space before : ; ? ! */
const frenchSpacing = (locale: Locale, text: string) =>
  locale === 'fr-FR' ? text.replace(/ ([:;?!])/g, '\u00a0$1') : text;

/** GSM 03.38, the basic set and the extension set: what a GSM-7 SMS can carry. */
const GSM_7_CHARACTERS =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡' +
  'ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà' +
  '^{}\\[~]|€\f';

const GSM_LOOKALIKES: Record<string, string> = {
  '«': '"',
  '»': '"',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  œ: 'oe',
  Œ: 'OE',
};

/**
 * The text in GSM-7 where a near letter exists ("Hô Chi Minh-Ville" → "Ho Chi Minh-Ville"):
 * a single ô or « from a city name would otherwise send the whole SMS as UCS-2, 70 characters
 * a segment instead of 160. What has no near letter (Chinese names) is left as it is.
 */
function gsm7(text: string): string {
  return Array.from(text, (c) => {
    if (GSM_7_CHARACTERS.includes(c)) return c;
    if (/\p{Zs}/u.test(c)) return ' ';
    const plain = GSM_LOOKALIKES[c] ?? c.normalize('NFD').replace(/\p{M}/gu, '');
    return Array.from(plain).every((p) => GSM_7_CHARACTERS.includes(p)) ? plain : c;
  }).join('');
}

/** The alert as one SMS: short brand, what changed, advice, then the two links at the end. */
export function alertSms(input: AlertMessageInput): string {
  const { locale } = input;
  const { change, advice } = eventSentences(input.event, input.flight, locale);
  const links = message(locale, 'alertSmsLinks', {
    flightUrl: input.flightUrl,
    unsubscribeUrl: input.unsubscribeUrl,
  });
  const words = joined(locale, [message(locale, 'alertSmsBrand'), change, advice]);
  // Chinese and Korean go as UCS-2 anyway; the links are left exactly as given.
  return joined(locale, [locale === 'en-US' || locale === 'fr-FR' ? gsm7(words) : words, links]);
}

/**
 * The alert as a web push notification: the airport's name as the title, the same sentences as
 * the SMS as the body (no links: a click opens the flight), one notification per flight.
 */
export function alertPush(input: AlertMessageInput): AlertPushPayload {
  const { locale, flight } = input;
  const { change, advice } = eventSentences(input.event, flight, locale);
  return {
    title: message(locale, 'alertSmsBrand').replace(/^[[【]|[\]】]$/g, ''),
    body: joined(locale, [change, advice]),
    url: input.flightUrl,
    tag: `flight-alert:${flight.flightId}`,
    unsubscribeUrl: input.unsubscribeUrl,
    lang: locale,
  };
}

const htmlParagraph = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
const htmlLink = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/** The alert as an e-mail: the same sentences, the flight link, why it came and how to stop it. */
export function alertMail(input: AlertMessageInput): AlertMail {
  const { locale, flight } = input;
  const typeset = (text: string) => frenchSpacing(locale, text);
  const { change, advice } = eventSentences(input.event, flight, locale);
  const why = message(locale, 'alertMailWhy', { flightNo: flight.flightNo });
  const signature = message(locale, 'alertMailSignature');
  const subject = joined(locale, [message(locale, 'alertSmsBrand'), change]).replace(/[.。]$/, '');
  const text = [
    joined(locale, [change, advice]),
    message(locale, 'alertMailDetailsText', { url: input.flightUrl }),
    `${why}\n${message(locale, 'alertMailStopText', { url: input.unsubscribeUrl })}`,
    `-- \n${signature}`,
  ].join('\n\n');
  const html = [
    `<div lang="${locale}">`,
    htmlParagraph(typeset(change)),
    advice ? htmlParagraph(typeset(advice)) : '',
    `<p>${htmlLink(input.flightUrl, message(locale, 'alertMailDetailsLink'))}</p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(typeset(why))} ${htmlLink(input.unsubscribeUrl, message(locale, 'alertMailStopLink'))}</p>`,
    htmlParagraph(typeset(signature)),
    '</div>',
  ]
    .filter(Boolean)
    .join('\n');
  return { subject: typeset(subject), text: typeset(text), html };
}

/** The e-mail that asks a guest to open the link before any alert goes to the address. */
export function alertConfirmMail(input: {
  locale: Locale;
  flight: FlightRecord;
  confirmUrl: string;
}): AlertMail {
  const { locale, flight, confirmUrl } = input;
  const typeset = (text: string) => frenchSpacing(locale, text);
  const body = message(locale, 'alertConfirmBody', { flight: flightLabel(flight, locale) });
  const ignore = message(locale, 'alertConfirmIgnore');
  const signature = message(locale, 'alertMailSignature');
  const text = [`${body}\n${confirmUrl}`, ignore, `-- \n${signature}`].join('\n\n');
  const html = [
    `<div lang="${locale}">`,
    htmlParagraph(typeset(body)),
    `<p>${htmlLink(confirmUrl, message(locale, 'alertConfirmLink'))}</p>`,
    htmlParagraph(typeset(ignore)),
    htmlParagraph(typeset(signature)),
    '</div>',
  ].join('\n');
  return {
    subject: typeset(message(locale, 'alertConfirmSubject', { flightNo: flight.flightNo })),
    text: typeset(text),
    html,
  };
}
