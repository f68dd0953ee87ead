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
