import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { exclusive } from '../support/exclusive.ts';
import { productName } from '../support/merchandise.ts';
import { demoStaff, field, officeSections, officeText, signIn } from '../support/office.ts';
import { shops } from '../support/shops.ts';

const CATALOGUE = 5001;

test('the owner gives the box office an address for its mails, and takes a damaged catalogue off the stock with its reason; both screens pass axe', async ({ page }, testInfo) => {
  test.slow();
  const main = page.getByRole('main');
  const desk = `desk-${testInfo.project.name}-${Date.now()}@museum.example`;
  await signIn(page, demoStaff('owner'));

  await exclusive('staff-mail', async () => {
    await (await officeSections(page)).getByRole('link', { name: officeText('nav.settings') }).click();
    await main.getByRole('link', { name: officeText('staffMail.link') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('staffMail.title'));
    await main.getByRole('button', { name: officeText('staffMail.add') }).click();
    const added = main.getByRole('group').last();
    await added.getByLabel(officeText('staffMail.email'), { exact: true }).fill(desk);
    await added.getByLabel(officeText('staffMail.role'), { exact: true }).selectOption('box-office');
    await added.getByLabel(officeText('staffMail.language'), { exact: true }).selectOption('fr');
    await main.getByRole('button', { name: officeText('staffMail.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: officeText('staffMail.saved') })).toBeVisible();
    await expectAccessible(page, 'office staff mails');
    await page.reload();
    await expect(main.getByRole('textbox', { name: officeText('staffMail.email') }).last()).toHaveValue(desk);
  });

  await page.goto(`/office/merchandise/${CATALOGUE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName(shops.demo.catalog(), CATALOGUE, 'en'));
  const inStock = main.getByRole('term').filter({ hasText: officeText('merch.inStock') }).locator('xpath=following-sibling::*[1]');
  const before = Number(await inStock.textContent());
  await field(page, officeText('stock.removedLabel')).fill('1');
  await field(page, officeText('stock.reason')).selectOption('damaged');
  await field(page, officeText('stock.note')).fill(`Torn cover (${testInfo.project.name})`);
  await main.getByRole('button', { name: officeText('stock.remove') }).click();
  await expect(page.getByRole('status').filter({ hasText: officeText('stock.removed', { count: '1' }) })).toBeVisible();
  await expect(inStock).not.toHaveText(String(before));
  const history = main.getByRole('table', { name: officeText('stock.history') });
  await expect(history.getByRole('row').filter({ hasText: `Torn cover (${testInfo.project.name})` })).toContainText(officeText('stock.removedFor', { reason: officeText('stock.reason.damaged') }));
  await expectAccessible(page, 'office stock corrections');
});
