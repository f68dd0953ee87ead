import type { Browser, Page } from '@playwright/test';
import { text } from '../support/catalog.ts';
import { exclusive } from '../support/exclusive.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { demoStaff, expectVisibleFocus, field, officeSections, officeText, signIn } from '../support/office.ts';
import { main, waitForShell } from '../support/shell.ts';
import { shops } from '../support/shops.ts';

const catalog = shops.demo.catalog;

/** The journeys change the demo museum's shop and put it back as it was, so the other journeys find it as shipped. */
const saveSettings = async (page: Page): Promise<void> => {
  await main(page).getByRole('button', { name: officeText('settings.save') }).click();
  await expect(main(page).getByRole('status').filter({ hasText: officeText('settings.saved') })).toBeVisible();
};

/** What the visitor's shop paints in its accent colour: the theme's custom property as the page applied it. */
const shopAccent = async (browser: Browser): Promise<string> => {
  const visitor = await browser.newPage();
  try {
    await visitor.goto('/en');
    await waitForShell(visitor);
    return await visitor.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim().toLowerCase());
  } finally {
    await visitor.close();
  }
};

test('the owner changes the accent colour: a hard-to-read one is refused with the reason, a readable one is previewed, saved and reaches the visitor’s shop', async ({ page, browser }) => {
  await exclusive('shop-settings', async () => {
    const original = catalog().shop.theme.accent_color;
    await signIn(page, demoStaff('owner'));
    await (await officeSections(page)).getByRole('link', { name: officeText('nav.settings') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('settings.title'));
    await expectAccessible(page, 'office settings');

    const accent = field(page, officeText('theme.accentColor'));
    const preview = main(page).getByTestId('theme-preview');
    await expect(accent).toHaveValue(original);

    // A pale accent on the pale page: marked at once, and the save is refused.
    await accent.fill('#f0e6d2');
    const reason = officeText('theme.lowContrast').split('“')[0] ?? '';
    await expect(main(page).getByText(reason, { exact: false })).toBeVisible();
    await expect(accent).toHaveAttribute('aria-invalid', 'true');
    await main(page).getByRole('button', { name: officeText('settings.save') }).click();
    await expect(main(page).getByRole('alert').filter({ hasText: officeText('settings.unreadable') })).toBeVisible();

    // A readable green: the preview shows it as it is typed, and the picker beside it is reached by keyboard.
    await accent.fill('#2e6b3a');
    await expect(accent).not.toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => preview.evaluate((element) => element.style.getPropertyValue('--preview-accent'))).toBe('#2e6b3a');
    await accent.focus();
    await page.keyboard.press('Tab');
    await expect(main(page).getByLabel(officeText('theme.picker', { colour: officeText('theme.accentColor') }))).toBeFocused();
    await expectVisibleFocus(page);
    await saveSettings(page);
    await expectAccessible(page, 'office settings saved');
    await expect.poll(() => shopAccent(browser)).toBe('#2e6b3a');

    await accent.fill(original);
    await saveSettings(page);
    await expect.poll(() => shopAccent(browser)).toBe(original.toLowerCase());
  });
});

test('an editor cannot open the settings, edits the text of a page, and the visitor’s shop shows it', async ({ page, browser }, testInfo) => {
  await exclusive('shipping-page', async () => {
    const marker = `Parcels leave the museum on weekdays (${testInfo.project.name} ${Date.now()}).`;
    const shipping = catalog().pages.find((candidate) => candidate.id === 'shipping');
    if (shipping === undefined) throw new Error('the demo has a shipping page');
    const title = text(catalog(), shipping.title, 'en');

    await signIn(page, demoStaff('editor'));
    await expect((await officeSections(page)).getByRole('link', { name: officeText('nav.settings') })).toHaveCount(0);
    await page.goto('/office/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('shell.notAllowedTitle'));

    await (await officeSections(page)).getByRole('link', { name: officeText('nav.pages') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('pages.title'));
    await expectAccessible(page, 'office pages');
    await main(page).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await main(page).getByRole('group', { name: officeText('pages.textLanguage') }).getByRole('radio', { name: /^English/ }).check();
    const body = field(page, officeText('pages.text'));
    const before = await body.inputValue();
    await body.fill(`${before}\n\n${marker}`);
    await main(page).getByRole('button', { name: officeText('pages.save') }).click();
    await expect(main(page).getByRole('status').filter({ hasText: officeText('pages.saved') })).toBeVisible();
    await expectAccessible(page, 'office page');

    const visitor = await browser.newPage();
    await visitor.goto('/en/page/shipping');
    await waitForShell(visitor);
    await expect(main(visitor).getByText(marker, { exact: true })).toBeVisible();

    await body.fill(before);
    await main(page).getByRole('button', { name: officeText('pages.save') }).click();
    await expect(main(page).getByRole('status').filter({ hasText: officeText('pages.saved') })).toBeVisible();
    await visitor.reload();
    await waitForShell(visitor);
    await expect(main(visitor).getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(main(visitor).getByText(marker, { exact: true })).toHaveCount(0);
    await visitor.close();
  });
});
