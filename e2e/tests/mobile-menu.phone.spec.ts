import { SECTION_KEYS } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { header, linkTo, menuToggle, sectionHref, waitForShell } from '../support/shell.ts';
import { shops } from '../support/shops.ts';

const firstSection = () => SECTION_KEYS.find((key) => shops.demo.catalog().shop.sections[key]) ?? 'tickets';

test('at 375 px the navigation collapses behind a menu toggle; Escape closes it', async ({ page }) => {
  await page.goto('/en');
  await waitForShell(page);
  const toggle = menuToggle(page);
  const link = linkTo(header(page), sectionHref('en', firstSection())).first();

  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(link).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(link).toBeVisible();
  await expectAccessible(page, 'mobile menu open');

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(link).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('a link in the mobile menu navigates and closes the menu', async ({ page }) => {
  await page.goto('/en');
  await waitForShell(page);
  const toggle = menuToggle(page);
  await toggle.click();
  await linkTo(header(page), sectionHref('en', firstSection())).first().click();
  await expect(page).toHaveURL(new RegExp(`${sectionHref('en', firstSection())}$`));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the open menu and the bar above it are opaque: nothing of the page shows through', async ({ page }) => {
  await page.goto('/de');
  await waitForShell(page);
  await menuToggle(page).click();
  const alphaOf = (selector: string) =>
    page.locator(selector).evaluate((element) => {
      const probe = document.createElement('canvas').getContext('2d');
      if (!probe) return 0;
      probe.fillStyle = getComputedStyle(element).backgroundColor;
      probe.fillRect(0, 0, 1, 1);
      return probe.getImageData(0, 0, 1, 1).data[3];
    });
  expect(await alphaOf('header[role="banner"], header.site-header')).toBe(255);
  const panel = header(page).getByRole('navigation');
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toMatch(/rgba\(.*,\s*0(\.\d+)?\)$/);
});
