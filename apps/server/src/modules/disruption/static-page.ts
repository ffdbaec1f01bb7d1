import {
  AIRPORT_TIME_ZONE,
  LOCALES,
  type AdminDisruption,
  type FlightRecord,
  type Locale,
} from '@can/contracts';
import { escapeHtml } from '../../platform/page-shell';
import { message } from '../../platform/messages';
import { AIRLINES } from '../../reference/airlines';

/** The airport's service hotline (CONTENT.md). */
export const AIRPORT_HOTLINE = '020-36066999';
/** Flights listed per kind on the static page; the rest are counted. */
const LISTED = 60;

export interface DisruptionPageInput {
  state: AdminDisruption;
  cancelled: FlightRecord[];
  delayed: FlightRecord[];
  /** When the page was written. */
  at: Date;
}

const LANGUAGE_NAMES: Record<Locale, string> = {
  'zh-CN': '中文',
  'en-US': 'English',
  'fr-FR': 'Français',
  'ko-KR': '한국어',
};

function cityOf(r: FlightRecord, locale: Locale): string {
  const end = r.depOrArr === 'D' ? 'dst' : 'org';
  const key = { 'zh-CN': 'Cn', 'en-US': 'En', 'fr-FR': 'Fr', 'ko-KR': 'Kr' }[locale];
  return String(r[`${end}City${key}` as keyof FlightRecord] ?? '');
}

const hhmm = (time: string) => time.slice(11, 16);

function flightList(locale: Locale, title: string, flights: FlightRecord[]): string {
  if (flights.length === 0) return '';
  const rows = flights
    .slice(0, LISTED)
    .map((r) => {
      const planned = r.depOrArr === 'D' ? r.setoffTimePlan : r.arriTimePlan;
      const expected = r.depOrArr === 'D' ? r.setoffTimePred : r.arriTimePred;
      const direction = message(
        locale,
        r.depOrArr === 'D' ? 'disruptionPageTo' : 'disruptionPageFrom',
      );
      return `<tr><th scope="row">${escapeHtml(r.flightNo)}</th><td>${escapeHtml(direction)} ${escapeHtml(cityOf(r, locale))}</td><td>${hhmm(planned)}</td><td>${expected && r.flightStatus !== 'cancelled' ? hhmm(expected) : '–'}</td></tr>`;
    })
    .join('');
  const more =
    flights.length > LISTED
      ? `<p>${escapeHtml(message(locale, 'disruptionPageMore', { count: flights.length - LISTED }))}</p>`
      : '';
  return `<h3>${escapeHtml(title)}</h3><table><thead><tr><th scope="col">${escapeHtml(message(locale, 'disruptionPageFlight'))}</th><th scope="col">${escapeHtml(message(locale, 'disruptionPageRoute'))}</th><th scope="col">${escapeHtml(message(locale, 'disruptionPagePlanned'))}</th><th scope="col">${escapeHtml(message(locale, 'disruptionPageExpected'))}</th></tr></thead><tbody>${rows}</tbody></table>${more}`;
}

function hotlines(locale: Locale, codes: Set<string> | undefined): string {
  const airlines = AIRLINES.filter((a) => a.hotline && (!codes || codes.has(a.code)));
  const name = (a: (typeof AIRLINES)[number]) =>
    ({ 'zh-CN': a.zh, 'en-US': a.en, 'fr-FR': a.fr, 'ko-KR': a.ko })[locale];
  return `<ul class="hotlines">${airlines
    .map(
      (a) =>
        `<li>${escapeHtml(name(a))} (${a.code}): <a href="tel:${escapeHtml(a.hotline)}">${escapeHtml(a.hotline)}</a></li>`,
    )
    .join('')}</ul>`;
}

const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

function section(locale: Locale, input: DisruptionPageInput): string {
  const { state, cancelled, delayed, at } = input;
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: AIRPORT_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
  const active = state.active && state.message[locale];
  const codes = active ? new Set([...cancelled, ...delayed].map((r) => r.airline)) : undefined;
  const body = active
    ? `<h2>${escapeHtml(message(locale, 'disruptionPageActive'))}</h2>${paragraphs(state.message[locale])}${
        state.transport[locale]
          ? `<h3>${escapeHtml(message(locale, 'disruptionPageTransport'))}</h3>${paragraphs(state.transport[locale])}`
          : ''
      }${flightList(locale, message(locale, 'disruptionPageCancelled', { count: cancelled.length }), cancelled)}${flightList(locale, message(locale, 'disruptionPageDelayed', { count: delayed.length }), delayed)}`
    : `<h2>${escapeHtml(message(locale, 'disruptionPageHeading'))}</h2><p>${escapeHtml(message(locale, 'disruptionPageUnavailable'))}</p>`;
  return `<section lang="${locale}" id="${locale}">${body}<h3>${escapeHtml(message(locale, 'disruptionPageWhatToDo'))}</h3><p>${escapeHtml(message(locale, 'disruptionPageRebook'))}</p>${hotlines(locale, codes?.size ? codes : undefined)}<p class="hotline">${escapeHtml(message(locale, 'disruptionPageHotline'))} <a href="tel:+862036066999">${AIRPORT_HOTLINE}</a></p><p class="stamp">${escapeHtml(message(locale, 'disruptionPageUpdated', { time }))}</p></section>`;
}

/**
 * The static disruption page nginx serves when every origin is down (deploy/nginx): no script,
 * no picture, one small file in four languages, the reader's first. What is happening when crisis
 * mode is on, otherwise that the site cannot be reached; always the hotlines.
 */
export function renderDisruptionPage(input: DisruptionPageInput): string {
  const nav = LOCALES.map(
    (l) => `<a href="#${l}" lang="${l}" hreflang="${l}">${LANGUAGE_NAMES[l]}</a>`,
  ).join(' · ');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(message('zh-CN', 'disruptionPageTitle'))} · ${escapeHtml(message('en-US', 'disruptionPageTitle'))}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:46rem;padding:1rem;color:#111;background:#fff}
header{border-bottom:4px solid #b00020;margin-bottom:1rem}h1{font-size:1.4rem;margin:.5rem 0}
section{border-top:1px solid #ccc;padding-top:.5rem;margin-top:1rem}h2{font-size:1.25rem}h3{font-size:1.05rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #ddd}
a{color:#0b4f9c}.hotline{font-weight:600}.stamp{color:#555;font-size:.9rem}
</style>
</head>
<body>
<header><h1>${escapeHtml(message('zh-CN', 'disruptionPageTitle'))}<br><span lang="en-US">${escapeHtml(message('en-US', 'disruptionPageTitle'))}</span></h1><nav>${nav}</nav></header>
<main>${LOCALES.map((l) => section(l, input)).join('\n')}</main>
</body>
</html>
`;
}
