import { expect, test } from '@playwright/test';
import { appTookOver, LANGUAGES, legalTitle, STATIC_PAGES } from './helpers';

/**
 * The static pages /pages/<doc> (docs/product.md §2) on a 390 px phone, in every language: a long compound word
 * (German 'Datenschutzerklärung', headings of the terms) wraps instead of making the page scroll sideways, the
 * lists show their bullets and the links show words, never a raw path. A table (the cookies) keeps its cells as wide
 * as their words and scrolls in its own box: breaking anywhere had squeezed each cell to one letter a line. Every
 * page names the company and its KvK number.
 */
test.use({ viewport: { width: 390, height: 844 } });

for (const lng of LANGUAGES) {
  test(`every static page in ${lng} fits a 390 px phone, with bulleted lists, worded links and the company`, async ({
    page,
  }) => {
    for (const doc of STATIC_PAGES) {
      await page.goto(`/pages/${doc}?lang=${lng}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: legalTitle(lng, doc) })).toBeVisible();
      // what is measured is the app's page: the server's, taken over meanwhile, would leave detached elements (u3)
      await appTookOver(page);
      // every page names the company and its KvK number (the company box)
      await expect(main).toContainText('Amoroso Online B.V.');
      await expect(main).toContainText('81234567');
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
        lang: document.documentElement.lang,
      }));
      expect(widths.lang.slice(0, 2), `/pages/${doc} in ${lng}: the page's lang`).toBe(lng);
      expect(widths.page, `/pages/${doc} in ${lng} is ${widths.page} px wide`).toBeLessThanOrEqual(widths.screen);

      const linkWords = await main.locator('section a[href^="/"]').allTextContents();
      expect(
        linkWords.filter((words) => words.startsWith('/')),
        `/pages/${doc} in ${lng}: raw paths`,
      ).toEqual([]);
      const bullets = await main
        .locator('section ul')
        .evaluateAll((lists) => lists.map((list) => getComputedStyle(list).listStyleType));
      expect(
        bullets.filter((type) => type !== 'disc'),
        `/pages/${doc} in ${lng}: lists without bullets`,
      ).toEqual([]);
      // a cell broken inside its words has more lines than words (a line may end at a space, a hyphen or a slash)
      const squeezedCells = await main.locator('section td').evaluateAll((cells) =>
        cells
          .filter((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
            return lines > (cell.textContent ?? '').trim().split(/[\s/-]+/).length;
          })
          .map((cell) => cell.textContent),
      );
      expect(squeezedCells, `/pages/${doc} in ${lng}: table cells broken inside their words`).toEqual([]);
    }
  });
}
