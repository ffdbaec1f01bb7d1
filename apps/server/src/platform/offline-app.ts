import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { fileAnswers } from '@can/contracts';
import { LOCALES, type Locale } from '@can/contracts/locale';
import { message } from './messages';
import { escapeHtml } from './page-shell';
import { securityHeaderSet } from './security-headers';

/*
 * The server's part of the offline app (issue 20, decision 026): the web app manifest in each
 * language (the page links the reader's, page-shell.ts) and the offline page the service worker
 * shows for an address never saved on the device.
 */

export const manifestPath = (locale: Locale) => `/manifest.${locale}.webmanifest`;
export const OFFLINE_PAGE_PATH = '/offline.html';
const THEME = '#072a55';
const AIRPORT_HOTLINE = '020-36066999';

/** The installable app's description in one language: name, icons, colours, shortcuts. */
export function webManifest(locale: Locale) {
  return {
    id: '/',
    lang: locale,
    dir: 'ltr',
    name: message(locale, 'appName'),
    short_name: message(locale, 'appShortName'),
    description: message(locale, 'pageDescription'),
    start_url: '/?source=app',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
    shortcuts: [
      { name: message(locale, 'appDepartures'), url: '/flight/departures' },
      { name: message(locale, 'appArrivals'), url: '/flight/arrivals' },
      { name: message(locale, 'appCheckin'), url: '/service/checkIn' },
    ],
  };
}

const OFFLINE_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;color:#111;background:#fff}' +
  'header{border-bottom:4px solid #072a55;margin-bottom:1rem}h1{font-size:1.3rem;margin:.5rem 0}' +
  'section{border-top:1px solid #ccc;margin-top:1rem;padding-top:.5rem}h2{font-size:1.15rem}' +
  'a{color:#0b4f9c}ul{padding-left:1.2em}';

function offlineSection(locale: Locale): string {
  const m = (key: Parameters<typeof message>[1]) => escapeHtml(message(locale, key));
  return `<section lang="${locale}"><h2>${m('offlinePageTitle')}</h2><p>${m('offlinePageBody')}</p><p>${m('offlinePageBoards')}</p><ul><li><a href="/flight/departures">${m('appDepartures')}</a></li><li><a href="/flight/arrivals">${m('appArrivals')}</a></li><li><a href="/service/checkIn">${m('offlinePagePasses')}</a></li></ul><p>${m('offlinePageRetry')}</p><p>${m('offlinePageHotline')} <a href="tel:+862036066999">${AIRPORT_HOTLINE}</a></p></section>`;
}

/** The offline page: four languages, no script, its one small style allowed by its hash. */
export function renderOfflinePage(): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME}">
<title>${escapeHtml(message('zh-CN', 'offlinePageTitle'))} · ${escapeHtml(message('en-US', 'appName'))}</title>
<style>${OFFLINE_STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(message('zh-CN', 'appName'))}<br><span lang="en-US">${escapeHtml(message('en-US', 'appName'))}</span></h1></header>
<main>${LOCALES.map(offlineSection).join('\n')}</main>
</body>
</html>
`;
}

/** The site's policy with the offline page's own style allowed by its hash, nothing else. */
export function offlinePagePolicy(frameOrigins: string[]): string {
  const hash = createHash('sha256').update(OFFLINE_STYLE).digest('base64');
  return securityHeaderSet(frameOrigins)['content-security-policy']!.replace(
    "style-src 'self'",
    `style-src 'self' 'sha256-${hash}'`,
  );
}

export const offlineApp = fp<{ frameOrigins: string[] }>(
  async (app, { frameOrigins }) => {
    for (const locale of LOCALES) {
      const body = JSON.stringify(webManifest(locale));
      const response = fileAnswers('application/manifest+json', 'The web app manifest (W3C).');
      app.get(manifestPath(locale), { schema: { response } }, async (_request, reply) =>
        reply
          .type('application/manifest+json; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(body),
      );
    }
    const page = renderOfflinePage();
    const policy = offlinePagePolicy(frameOrigins);
    const response = fileAnswers('text/html', 'The page shown for an address never saved.');
    app.get(OFFLINE_PAGE_PATH, { schema: { response } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', policy)
        .send(page),
    );
  },
  { name: 'offline-app' },
);
