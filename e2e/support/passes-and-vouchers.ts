import { expect, type Page } from '@playwright/test';
import { pdfText } from '../../apps/server/src/test-support/pdf-text.ts';
import type { Lang } from './catalog.ts';
import { fillText } from './purchase.ts';
import { uiText } from './ui-text.ts';

export const passText = (lang: Lang, key: string, values: Record<string, string | number> = {}): string => fillText(uiText(lang, 'passes', key), values);
export const voucherText = (lang: Lang, key: string, values: Record<string, string | number> = {}): string => fillText(uiText(lang, 'vouchers', key), values);

/** The PDF the success page links ("documents" once it holds pass cards or vouchers), as its text. */
export const downloadedDocuments = async (page: Page, lang: Lang): Promise<string> => {
  const link = page.getByRole('main').getByRole('link', { name: uiText(lang, 'checkout', 'result.downloadDocuments') });
  const url = new URL((await link.getAttribute('href')) ?? '', page.url()).toString();
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return pdfText(await response.body());
};

/** A voucher code as a voucher prints it: four groups of four (ACDE-FGHJ-KMNP-QRTU). */
export const printedVoucherCode = (pdf: string): string => {
  const code = /\b[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3}\b/.exec(pdf)?.[0];
  if (code === undefined) throw new Error(`no voucher code in the PDF:\n${pdf}`);
  return code;
};
