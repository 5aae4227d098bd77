import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3650';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
for (const scheme of ['light', 'dark']) {
  for (const width of [1280, 360]) {
    const ctx = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: scheme });
    const page = await ctx.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Username', { exact: true }).fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('demo-password-123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/main/);
    await page.goto(`${base}/diary`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/diary-${scheme}-${width}.png` });
    await page.getByRole('button', { name: 'History' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/history-${scheme}-${width}.png` });
    await ctx.close();
  }
}
await browser.close();
