import { startServer } from './lib/common.mjs';
const s = await startServer();
for (const [p, l] of [['/', 'fr-FR'], ['/flight/departures?keyword=%E5%8C%97%E4%BA%AC', 'zh-CN'], ['/guide/departure', 'ko-KR'], ['/footer/faq', 'en-US']]) {
  const t = Date.now();
  const r = await fetch(s.baseUrl + p, { headers: { cookie: 'locale=' + l } });
  const html = await r.text();
  console.log(p, r.status, Date.now() - t, 'ms', html.length, html.match(/<html[^>]*>/)?.[0], html.match(/<h1[^>]*>.*?<\/h1>/)?.[0]?.slice(0, 120), html.includes('page-data'));
}
process.exit(0);
