import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { demoStaff, officeLanguage, officeSections, officeTextIn, signIn } from '../support/office.ts';
import { visitorBuysATicket } from '../support/office-purchase.ts';
import { repoRoot } from '../support/shops.ts';

/** How the office writes a report's amount and rate (screens/reports/report-cells.ts). */
const amountText = (lang: string, value: number, currency: string) => `${new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} ${currency}`;
const rateText = (lang: string, value: number) => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(value);

/** A report's title as the server writes it in `lang` (modules/reports/report-messages). */
const reportTitle = (lang: string, report: string): string => {
  const messages = JSON.parse(readFileSync(join(repoRoot, `apps/server/src/modules/reports/report-messages/${lang}.json`), 'utf8')) as Record<string, string>;
  return messages[`title_${report}`] ?? '';
};

/** German on the desktop, French on the phone: one language per project keeps the run as long as one journey. */
test('the accountant exports this month’s VAT report as XLSX in German or French, and the workbook says what the screen says; the screen passes axe', async ({ page, browser }, testInfo) => {
  test.slow();
  const lang = testInfo.project.name === 'phone' ? 'fr' : 'de';
  // A ticket bought in the shop this month, so the month has VAT to report.
  await visitorBuysATicket(browser, page, testInfo, `office-reports-${lang}`, 3, { lang });

  const text = (key: string, params: Record<string, string> = {}) => officeTextIn(lang, key, params);
  await signIn(page, demoStaff('accountant'));
  // This browser's choice, which wins over the member's own language and leaves it as it is for other journeys.
  await officeLanguage(page, lang);
  await page.reload();
  await (await officeSections(page, lang)).getByRole('link', { name: text('nav.reports') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('reports.title'));
  const main = page.getByRole('main');
  await main.getByLabel(text('reports.report'), { exact: true }).selectOption({ label: text('reports.name.vat') });
  await main.getByRole('button', { name: text('reports.preset.thisMonth') }).click();
  const table = main.getByRole('table');
  await expect(table.locator('tfoot')).toBeVisible();
  await expectAccessible(page, `office reports (${lang})`);

  // Other journeys book orders meanwhile: the report (kept in the address) is read again with each export until no order landed in between.
  await expect(async () => {
    await page.reload();
    await expect(table.locator('tfoot')).toBeVisible();
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: text('reports.exportXlsx') }).click();
    const file = await (await download).path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    if (sheet === undefined) throw new Error('the workbook has no sheet');

    // Headings as on screen, then each row: its basis, its rate, and net, VAT and gross as amounts.
    const headings = await table.locator('thead th').allTextContents();
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headings);
    const screenRows = await table.locator('tbody tr, tfoot tr').all();
    expect(sheet.rowCount).toBe(screenRows.length + 1);
    for (const [index, row] of screenRows.entries()) {
      const [basis, rate, ...amounts] = (sheet.getRow(index + 2).values as unknown[]).slice(1);
      const cells = await row.locator('th, td').allTextContents();
      expect(cells).toEqual([String(basis), typeof rate === 'number' ? rateText(lang, rate) : '–', ...amounts.map((amount) => amountText(lang, Number(amount), 'CHF'))]);
    }
  }).toPass({ timeout: 60_000 });

  // The month's refunds by staff member, on the same screen: a table with its total, and still axe-clean.
  await main.getByLabel(text('reports.report'), { exact: true }).selectOption({ label: text('reports.name.refundsByStaff') });
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(reportTitle(lang, 'refunds-by-staff'));
  await expect(main.getByRole('table').or(main.getByText(text('reports.empty')))).toBeVisible();
  await expectAccessible(page, `office refunds report (${lang})`);
});
