import { LOCALES, type FlightRecord, type Locale } from '@can/contracts';
import { flightRecord } from '@can/contracts/flights';
import { describe, expect, it } from 'vitest';
import type { AlertEvent, AlertEventKind } from './alert-events';
import { alertConfirmMail, alertMail, alertSms, type AlertMessageInput } from './alert-texts';

const departure: FlightRecord = flightRecord.parse({
  flightId: 'CZ3101-20261122-D',
  flightNo: 'CZ3101',
  flightDate: '2026-11-22',
  airline: 'CZ',
  airlineCn: '中国南方航空',
  airlineEn: 'China Southern Airlines',
  airlineKr: '중국남방항공',
  airlineFr: 'China Southern Airlines',
  setoffTimePlan: '2026-11-22 14:05:00',
  setoffTimePred: '2026-11-22 15:40:00',
  setoffTimeAct: '',
  arriTimePlan: '2026-11-22 17:20:00',
  arriTimePred: '2026-11-22 18:55:00',
  arriTimeAct: '',
  boardingTime: '2026-11-22 13:25:00',
  orgCity: 'CAN',
  orgCityCn: '广州',
  orgCityEn: 'Guangzhou',
  orgCityKr: '광저우',
  orgCityFr: 'Canton',
  dstCity: 'PEK',
  dstCityCn: '北京',
  dstCityEn: 'Beijing',
  dstCityKr: '베이징',
  dstCityFr: 'Pékin',
  viaAirport: '',
  transferCityNameCn: '',
  transferCityNameEn: '',
  terminal: 'T2',
  depTerminal: 'T2',
  checkInCounter: 'A01-A12',
  boardingGate: 'B252',
  baggageTable: '',
  arrExit: '',
  flightStatus: 'delayed',
  flightStatusCn: '延误',
  flightStatusEn: 'Delayed',
  flightStatusKr: '지연',
  flightStatusFr: 'Retardé',
  planeModle: 'A333',
  depOrArr: 'D',
  domesticOrIntl: 'D',
  flightTask: 'W/Z',
  isStop: 0,
  isShare: 1,
  shareFlight: ['MF1845'],
  carouselFLights: [{ flightNo: 'MF1845', logo: 'MF' }],
});

const arrival: FlightRecord = flightRecord.parse({
  ...departure,
  flightId: 'MH376-20261122-A',
  flightNo: 'MH376',
  airline: 'MH',
  airlineCn: '马来西亚航空',
  airlineEn: 'Malaysia Airlines',
  airlineKr: '말레이시아항공',
  airlineFr: 'Malaysia Airlines',
  setoffTimePlan: '2026-11-22 09:30:00',
  setoffTimePred: '2026-11-22 10:05:00',
  setoffTimeAct: '2026-11-22 10:07:00',
  arriTimePlan: '2026-11-22 13:35:00',
  arriTimePred: '2026-11-22 14:10:00',
  arriTimeAct: '2026-11-22 14:12:00',
  boardingTime: '',
  orgCity: 'KUL',
  orgCityCn: '吉隆坡',
  orgCityEn: 'Kuala Lumpur',
  orgCityKr: '쿠알라룸푸르',
  orgCityFr: 'Kuala Lumpur',
  dstCity: 'CAN',
  dstCityCn: '广州',
  dstCityEn: 'Guangzhou',
  dstCityKr: '광저우',
  dstCityFr: 'Canton',
  terminal: 'T3',
  depTerminal: '',
  checkInCounter: '',
  boardingGate: '',
  baggageTable: '36',
  arrExit: 'B',
  flightStatus: 'arrived',
  flightStatusCn: '已到达',
  flightStatusEn: 'Arrived',
  flightStatusKr: '도착함',
  flightStatusFr: 'Arrivé',
  planeModle: 'B738',
  depOrArr: 'A',
  domesticOrIntl: 'I',
  flightTask: 'J/C',
  isShare: 0,
  shareFlight: [],
  carouselFLights: [],
});

const flightUrl = 'https://www.gbiac.net/flights/CZ3101-20261122-D';
const unsubscribeUrl = 'https://www.gbiac.net/alerts/unsubscribe?token=eyJzIjoxMjM0NTY3ODkwfQ.sig';

interface Case {
  name: string;
  flight: FlightRecord;
  event: AlertEvent;
  /** What the text must show of the new value. */
  shows: string;
}

const cases: Case[] = [
  {
    name: 'gate',
    flight: departure,
    event: { kind: 'gate', value: 'B252', previous: 'B248' },
    shows: 'B252',
  },
  {
    name: 'counters',
    flight: departure,
    event: { kind: 'counters', value: 'A01-A12', previous: '' },
    shows: 'A01-A12',
  },
  {
    name: 'delay (departure)',
    flight: departure,
    event: { kind: 'delay', value: '2026-11-22 15:40:00', previous: '2026-11-22 14:05:00' },
    shows: '15:40',
  },
  {
    name: 'delay (arrival)',
    flight: arrival,
    event: { kind: 'delay', value: '2026-11-22 14:10:00', previous: '2026-11-22 13:35:00' },
    shows: '14:10',
  },
  {
    name: 'boarding',
    flight: departure,
    event: { kind: 'boarding', value: 'B252', previous: '' },
    shows: 'B252',
  },
  {
    name: 'boarding, no gate',
    flight: departure,
    event: { kind: 'boarding', value: '', previous: '' },
    shows: '',
  },
  {
    name: 'cancelled',
    flight: departure,
    event: { kind: 'cancelled', value: '', previous: 'delayed' },
    shows: '',
  },
  {
    name: 'diverted',
    flight: arrival,
    event: { kind: 'diverted', value: '', previous: 'departedOrigin' },
    shows: '',
  },
  {
    name: 'landed',
    flight: arrival,
    event: { kind: 'landed', value: '36', previous: '' },
    shows: '36',
  },
  {
    name: 'landed, belt unknown',
    flight: arrival,
    event: { kind: 'landed', value: '', previous: '' },
    shows: '',
  },
];

const CITY_FIELD = { 'zh-CN': 'Cn', 'en-US': 'En', 'fr-FR': 'Fr', 'ko-KR': 'Kr' } as const;
const otherCity = (flight: FlightRecord, locale: Locale) =>
  flight[`${flight.depOrArr === 'D' ? 'dstCity' : 'orgCity'}${CITY_FIELD[locale]}`];

const input = (c: Case, locale: Locale): AlertMessageInput => ({
  event: c.event,
  flight: c.flight,
  locale,
  flightUrl,
  unsubscribeUrl,
});

// GSM 03.38: the basic set is one septet, the extension set two (escape + character).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

/** Septets of a GSM-7 text; throws on a character GSM-7 lacks (the SMS would go as UCS-2). */
function gsmSeptets(text: string): number {
  let septets = 0;
  for (const c of text) {
    if (GSM_BASIC.includes(c)) septets += 1;
    else if (GSM_EXTENSION.includes(c)) septets += 2;
    else throw new Error(`"${c}" (U+${c.codePointAt(0)!.toString(16)}) is not GSM-7 in: ${text}`);
  }
  return septets;
}

/** The SMS as the limit counts it: everything but the two links. */
const withoutLinks = (sms: string) => sms.replace(flightUrl, '').replace(unsubscribeUrl, '');

/** Characters of one SMS segment in the locale's encoding. */
function smsSize(locale: Locale, sms: string): number {
  const counted = withoutLinks(sms);
  return locale === 'zh-CN' || locale === 'ko-KR' ? counted.length : gsmSeptets(counted);
}
const SEGMENT: Record<Locale, number> = { 'zh-CN': 70, 'ko-KR': 70, 'en-US': 160, 'fr-FR': 160 };

describe('alertSms', () => {
  for (const locale of LOCALES) {
    for (const c of cases) {
      it(`${c.name} in ${locale}: complete, links last, one segment`, () => {
        const sms = alertSms(input(c, locale));
        expect(sms).toContain(c.flight.flightNo);
        expect(sms).toContain(otherCity(c.flight, locale));
        expect(sms).toContain(c.shows);
        expect(sms).toContain(flightUrl);
        expect(sms.endsWith(unsubscribeUrl)).toBe(true);
        expect(sms).not.toMatch(/\{\w+\}/);
        expect(sms).not.toContain('\n');
        expect(smsSize(locale, sms)).toBeLessThanOrEqual(SEGMENT[locale]);
      });
    }
  }

  it('says the new time of a delay in HH:mm, and departure or arrival', () => {
    const [, , delayD, delayA] = cases;
    expect(alertSms(input(delayD!, 'en-US'))).toContain('depart at 15:40');
    expect(alertSms(input(delayA!, 'en-US'))).toContain('arrive at 14:10');
    expect(alertSms(input(delayD!, 'zh-CN'))).toContain('预计15:40起飞');
    expect(alertSms(input(delayA!, 'zh-CN'))).toContain('预计14:10到达');
    expect(alertSms(input(delayD!, 'fr-FR'))).toContain('départ désormais prévu à 15:40');
    expect(alertSms(input(delayD!, 'ko-KR'))).toContain('15:40 출발 예정입니다');
  });

  it('adds the date when the new time is on another day than the flight', () => {
    const event: AlertEvent = {
      kind: 'delay',
      value: '2026-11-23 00:50:00',
      previous: '2026-11-22 14:05:00',
    };
    const texts = Object.fromEntries(
      LOCALES.map((locale) => [locale, alertSms({ ...input(cases[0]!, locale), event })]),
    );
    expect(texts['en-US']).toContain('Nov 23 00:50');
    expect(texts['zh-CN']).toContain('11月23日 00:50');
    expect(texts['fr-FR']).toContain('23 nov. 00:50');
    expect(texts['ko-KR']).toContain('11월 23일 00:50');
    for (const locale of LOCALES) {
      expect(smsSize(locale, texts[locale]!)).toBeLessThanOrEqual(SEGMENT[locale]);
    }
  });

  it('keeps English and French SMS in GSM-7 whatever the city is called', () => {
    const flight = flightRecord.parse({
      ...departure,
      dstCity: 'SGN',
      dstCityEn: 'Ho Chi Minh City',
      dstCityFr: 'Hô Chi Minh-Ville\u00a0«\u2009Saïgon\u2009»',
    });
    const sms = alertSms({ ...input(cases[0]!, 'fr-FR'), flight });
    expect(sms).toContain('Ho Chi Minh-Ville " Saigon "');
    expect(smsSize('fr-FR', sms)).toBeLessThanOrEqual(160);
    const chinese = flightRecord.parse({ ...departure, dstCityEn: '', dstCityFr: '' });
    // No English or French name: the Chinese one stays (the SMS then goes as UCS-2).
    expect(alertSms({ ...input(cases[0]!, 'fr-FR'), flight: chinese })).toContain('北京');
  });

  it('tells travellers of a cancelled or diverted flight to contact the airline', () => {
    expect(alertSms(input(cases[6]!, 'en-US'))).toMatch(/cancelled\. Please contact the airline/);
    expect(alertSms(input(cases[7]!, 'en-US'))).toMatch(/diverted\. Please contact the airline/);
    expect(alertSms(input(cases[6]!, 'zh-CN'))).toContain('已取消。请联系航空公司');
  });

  it('reads as expected for a gate change', () => {
    expect(alertSms(input(cases[0]!, 'en-US'))).toBe(
      `[Baiyun Airport] Flight CZ3101 to Beijing (scheduled 14:05): the boarding gate is now B252. Details: ${flightUrl} Stop alerts: ${unsubscribeUrl}`,
    );
    expect(alertSms(input(cases[0]!, 'zh-CN'))).toBe(
      `【白云机场】您关注的航班CZ3101（计划14:05飞往北京）登机口更新为B252。详情：${flightUrl} 退订：${unsubscribeUrl}`,
    );
  });
});

describe('alertMail', () => {
  for (const locale of LOCALES) {
    for (const c of cases) {
      it(`${c.name} in ${locale}: subject, text and html say it all`, () => {
        const mail = alertMail(input(c, locale));
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.subject).toContain(c.flight.flightNo);
        expect(mail.subject).toContain(c.shows);
        for (const body of [mail.text, mail.html]) {
          expect(body).toContain(c.flight.flightNo);
          expect(body).toContain(otherCity(c.flight, locale));
          expect(body).toContain(c.shows);
          expect(body).not.toMatch(/\{\w+\}/);
        }
        expect(mail.text).toContain(flightUrl);
        expect(mail.text).toContain(unsubscribeUrl);
        expect(mail.html).toContain(`<a href="${flightUrl}">`);
        expect(mail.html).toContain(`<a href="${unsubscribeUrl}">`);
        expect(mail.html).not.toMatch(/<img|<script|src=/i);
      });
    }
  }

  it('puts French non-breaking spaces back in e-mail', () => {
    const mail = alertMail(input(cases[0]!, 'fr-FR'));
    expect(mail.text).toContain('Vol CZ3101 pour Pékin (prévu à 14:05)\u00a0: porte');
    expect(mail.text).not.toMatch(/ [:;?!]/);
  });

  it('escapes what it inserts into the html', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const flight = flightRecord.parse({
      ...departure,
      dstCityCn: hostile,
      dstCityEn: hostile,
      dstCityFr: hostile,
      dstCityKr: hostile,
      flightNo: 'CZ"3101&',
    });
    for (const locale of LOCALES) {
      const mail = alertMail({
        ...input(cases[0]!, locale),
        flight,
        event: { kind: 'gate', value: '<b>B252</b>', previous: '' },
        unsubscribeUrl: 'https://www.gbiac.net/u?a=1&b="><script>',
      });
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).not.toContain('<script');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html).toContain('CZ&quot;3101&amp;');
      expect(mail.html).toContain(
        'href="https://www.gbiac.net/u?a=1&amp;b=&quot;&gt;&lt;script&gt;"',
      );
      const confirm = alertConfirmMail({ locale, flight, confirmUrl: 'https://x.test/c?t="<x>' });
      expect(confirm.html).not.toContain('<img');
      expect(confirm.html).toContain('href="https://x.test/c?t=&quot;&lt;x&gt;"');
    }
  });
});

describe('alertConfirmMail', () => {
  const confirmUrl = 'https://www.gbiac.net/alerts/confirm?token=eyJzIjo5ODc2NTQzMjEwfQ.sig';
  for (const locale of LOCALES) {
    it(`asks to open the link in ${locale}, and says nothing happens otherwise`, () => {
      const mail = alertConfirmMail({ locale, flight: departure, confirmUrl });
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.subject).toContain('CZ3101');
      expect(mail.text).toContain(confirmUrl);
      expect(mail.text).toContain(otherCity(departure, locale));
      expect(mail.html).toContain(`<a href="${confirmUrl}">`);
      expect(mail.html).toContain('CZ3101');
      expect(mail.text).not.toMatch(/\{\w+\}/);
    });
  }

  it('reads as expected in English', () => {
    const mail = alertConfirmMail({ locale: 'en-US', flight: departure, confirmUrl });
    expect(mail.subject).toBe(
      'Confirm your alerts for flight CZ3101 (Guangzhou Baiyun International Airport)',
    );
    expect(mail.text).toContain(
      `You asked for alerts about flight CZ3101 to Beijing (scheduled 14:05). Open this link to start them:\n${confirmUrl}`,
    );
    expect(mail.text).toContain('nothing will happen');
  });
});

describe('kinds', () => {
  it('every kind has a case', () => {
    // A Record, so a new kind fails to compile here until it is listed (and given a case).
    const kinds: Record<AlertEventKind, true> = {
      gate: true,
      delay: true,
      counters: true,
      boarding: true,
      cancelled: true,
      diverted: true,
      landed: true,
    };
    expect(new Set(cases.map((c) => c.event.kind))).toEqual(new Set(Object.keys(kinds)));
  });
});
