import { test } from './visitors';

for (const path of ['/', '/fr', '/test-benefits', '/about', '/fr/a-propos'])
  test(`stat widths ${path}`, async ({ page }) => {
    const out: string[] = [];
    for (const width of [320, 360, 390, 768, 1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const rows = await page.$$eval('.stat', (stats) =>
        stats.map((stat) => {
          const card = stat.parentElement!;
          const style = getComputedStyle(card);
          const inner = card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const range = document.createRange();
          range.selectNodeContents(stat);
          const text = range.getBoundingClientRect().width;
          return `${stat.textContent}: ${text.toFixed(0)}/${inner.toFixed(0)}${text > inner ? ' OVERFLOW' : ''}`;
        }),
      );
      out.push(`${width}: ${rows.join(' | ')}`);
    }
    console.log(path + '\n' + out.join('\n'));
  });
