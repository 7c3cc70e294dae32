import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signedOut } from '../support/session.ts';

// No serious or critical axe violation on the public pages, in either theme, for a signed-out visitor.
test.use({ storageState: signedOut });

const pages = ['/', '/home', '/services', '/platform', '/about', '/contact'];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    for (const route of pages) {
      test(`${route} has no serious or critical violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.locator('h1')).toHaveCount(1);
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
        if (route === '/contact') {
          // Also with the form's error messages showing.
          await page.getByRole('button', { name: 'Submit Request' }).click();
          await expect(page.getByText('Message is required')).toBeVisible();
        }
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
          .analyze();
        const blocking = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(blocking).toEqual([]);
      });
    }
  });
}
