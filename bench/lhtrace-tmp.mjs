import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import fs from 'node:fs';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', onlyCategories: ['performance'] });
const trace = r.artifacts.Trace ?? r.artifacts.traces?.defaultPass;
fs.writeFileSync('/tmp/lh-trace.json', JSON.stringify(trace));
console.log('score', r.lhr.categories.performance.score, 'tbt', r.lhr.audits['total-blocking-time'].numericValue, 'fcp', r.lhr.audits['first-contentful-paint'].numericValue);
const ev = trace.traceEvents;
const tasks = ev.filter(e => e.name === 'RunTask' && e.ph === 'X');
const cnt = new Map(); for (const t of tasks) cnt.set(t.tid, (cnt.get(t.tid) ?? 0) + t.dur);
const navs = ev.filter(e => e.name === 'navigationStart' || e.name==='TracingStartedInBrowser');
const fcpE = ev.find(e => e.name === 'firstContentfulPaint');
const rendererMain = ev.find(e => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && fcpE && e.pid === fcpE.pid);
const tid = rendererMain?.tid; const pid = fcpE?.pid;
const mine = ev.filter(e => e.tid === tid && e.pid === pid && e.ph === 'X');
const t0 = fcpE.ts;
for (const task of mine.filter(e => e.name === 'RunTask' && e.dur > 10000)) {
  const inner = mine.filter(e => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  const all = new Map(); for (const e of inner) { const k = e.name + (e.args?.data?.url ? '(' + e.args.data.url.split('/').pop() + ')' : '') + (e.args?.data?.functionName ? '{' + e.args.data.functionName + '}' : ''); all.set(k, (all.get(k) ?? 0) + e.dur); }
  console.log(`@fcp${Math.round((task.ts - t0) / 1000)} ${Math.round(task.dur / 1000)}ms: ` + [...all].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k}=${Math.round(v / 1000)}`).join(' '));
}
await chrome.kill();
