import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8090';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const size = process.argv[2] === 'tablet' ? { width: 820, height: 1180 } : { width: 1440, height: 900 };
const ctx = await browser.newContext({ viewport: size, locale: 'zh-CN' });
if (process.env.EN) await ctx.addInitScript(() => localStorage.setItem('locale', 'en-US'));
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console error', page.url(), m.text().slice(0, 120)); });
await page.goto(base + '/admin');
await page.waitForURL(/login/);
await page.getByLabel(/用户名|Username/).fill('admin');
await page.getByLabel(/密码|Password/).fill('Adm1n-pass-2026!');
await page.getByRole('button', { name: /登录|Sign in/ }).click();
await page.waitForURL(/\/admin$/);
await page.waitForTimeout(1500);
const tag = process.argv[2] ?? 'desktop';
await page.screenshot({ path: `/tmp/shots/${tag}-dashboard.png`, fullPage: true });
for (const p of ['notifications', 'notifications/new', 'articles', 'flight-ops', 'checkin-support', 'feedback', 'audit', 'staff', 'catalog/nav-menu', 'catalog/transport']) {
  await page.goto(`${base}/admin/${p}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/${tag}-${p.replace('/', '_')}.png`, fullPage: false });
}
await browser.close();
