import { serverContext } from './server-context';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An `Intl.DateTimeFormat`, made once per language and options and kept. Making one costs a
 * phone about a millisecond (the board made several per row on every render); formatting with
 * a kept one costs microseconds.
 */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const server = serverContext();
  if (server) server.datesShown = true;
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * Makes the page's first date formatter ahead of need. The first `Intl.DateTimeFormat` a page
 * makes loads the browser's calendar data: about 16 ms on a laptop, 60–80 ms on a phone, where
 * later ones take under 2 ms. Done in a task of its own before hydration, that cost no longer
 * lands inside the render of whichever view shows the first date (issue 18). Only for a page
 * whose server render formatted a date (`PageData.dates`): elsewhere it would be pure cost.
 */
export function warmDateFormat(locale: string): void {
  dateFormat(locale === 'en-US' ? 'en-GB' : locale, { dateStyle: 'long' }).format(0);
}
