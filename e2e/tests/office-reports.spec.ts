import ExcelJS from 'exceljs';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { demoStaff, officeSections, officeTextIn, signIn } from '../support/office.ts';
import { visitorBuysATicket } from '../support/office-purchase.ts';


/** How the office writes a report's amount and rate (screens/reports/report-cells.ts). */
const amountText = (lang: string, value: number, currency: string) => `${new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} ${currency}`;
const rateText = (lang: string, value: number) => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(value);

for (const lang of ['de', 'fr'] as const) {
  test(`the accountant exports this month’s VAT report as XLSX in ${lang}, and the workbook says what the screen says; the screen passes axe`, async ({ page, browser }, testInfo) => {
    test.slow();
    // A ticket bought in the shop this month, so the month has VAT to report.
    await visitorBuysATicket(browser, page, testInfo, `office-reports-${lang}`, 3, { lang });

    const text = (key: string, params: Record<string, string> = {}) => officeTextIn(lang, key, params);
    await signIn(page, demoStaff('accountant'));
    // The member's language is kept on the server: a journey in another language may have left it.
    await page.locator('#office-language').selectOption(lang);
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
    // The member's language is kept on the server: English again for the journeys after this one.
    const kept = page.waitForResponse((response) => response.url().endsWith('/office/api/session/language') && response.ok());
    await page.locator('#office-language').selectOption('en');
    await kept;
  });
}
