import type { Lang } from '@foyer/contract';
import mjml2html from 'mjml';
import { fillSlots, slottedMail } from './mail-slots.js';

/** The museum's face in a mail: name, logo, the theme's colours and where to reach it. */
export interface MailBrand {
  museum: string;
  /** An absolute URL of a PNG or JPEG logo (mail programs do not show SVG), or null for the name alone. */
  logoUrl: string | null;
  brandColor: string;
  brandContrastColor: string;
  accentColor: string;
  surfaceColor: string;
  textColor: string;
  /** The museum's address and contacts, one line each, for the mail's foot. */
  contact: string[];
}

/** One row of an order's list: what it is, its amount, and the facts under it (date and time, participants); `line` is the row as the text part writes it. */
export interface MailItem {
  text: string;
  amount: string;
  line: string;
  details: string[];
}

/** A sum under the list (subtotal, shipping, a voucher code, the amount paid or due); `text` is the row as the text part writes it. */
export interface MailSum {
  label: string;
  amount: string;
  text: string;
  strong: boolean;
}

/**
 * What a mail says, in order. Both parts are drawn from the same blocks, so the plain-text part
 * carries every fact of the HTML one.
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  /**
   * A link as a button; the text part writes `text`, a sentence that carries the URL. `wallet`: black
   * with white words, as the wallets' own badges are, instead of the museum's colours.
   */
  | { kind: 'button'; label: string; url: string; text: string; tone?: 'wallet' }
  | { kind: 'items'; items: MailItem[] }
  | { kind: 'sums'; sums: MailSum[] }
  | { kind: 'note'; text: string };

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const MUTED = '#5f6b70';

const lines = (text: string): string => escapeHtml(text).replace(/\n/g, '<br>');

const itemRow = (item: MailItem, brand: MailBrand): string =>
  `<tr><td style="padding:10px 12px 10px 0;border-bottom:1px solid #e4e0d8;vertical-align:top">` +
  `<div style="font-weight:600;color:${brand.textColor}">${escapeHtml(item.text)}</div>` +
  item.details.map((detail) => `<div style="font-size:14px;color:${MUTED}">${escapeHtml(detail)}</div>`).join('') +
  `</td><td style="padding:10px 0;border-bottom:1px solid #e4e0d8;vertical-align:top;text-align:right;white-space:nowrap">${escapeHtml(item.amount)}</td></tr>`;

const sumRow = (sum: MailSum, brand: MailBrand): string => {
  const weight = sum.strong ? `font-weight:700;color:${brand.brandColor};font-size:17px;border-top:2px solid ${brand.brandColor};` : `color:${brand.textColor};`;
  return `<tr><td style="padding:6px 12px 6px 0;${weight}">${escapeHtml(sum.label)}</td><td style="padding:6px 0;text-align:right;white-space:nowrap;${weight}">${escapeHtml(sum.amount)}</td></tr>`;
};

const blockMjml = (block: MailBlock, brand: MailBrand): string => {
  switch (block.kind) {
    case 'paragraph':
      return `<mj-text>${lines(block.text)}</mj-text>`;
    case 'heading':
      return `<mj-text font-size="20px" font-weight="700" color="${brand.brandColor}" padding-top="8px">${escapeHtml(block.text)}</mj-text>`;
    case 'note':
      return `<mj-text font-size="14px" color="${MUTED}">${lines(block.text)}</mj-text>`;
    case 'button': {
      const [background, colour] = block.tone === 'wallet' ? ['#000000', '#ffffff'] : [brand.brandColor, brand.brandContrastColor];
      return `<mj-button href="${escapeHtml(block.url)}" background-color="${background}" color="${colour}" align="left" font-weight="600">${escapeHtml(block.label)}</mj-button>`;
    }
    case 'items':
      return `<mj-table cellpadding="0" width="100%">${block.items.map((item) => itemRow(item, brand)).join('')}</mj-table>`;
    case 'sums':
      return `<mj-table cellpadding="0" width="100%">${block.sums.map((sum) => sumRow(sum, brand)).join('')}</mj-table>`;
  }
};

const header = (brand: MailBrand): string => {
  const name = `<mj-text font-size="22px" font-weight="700" color="${brand.brandColor}" padding="0">${escapeHtml(brand.museum)}</mj-text>`;
  if (brand.logoUrl === null) return `<mj-section padding="24px 24px 16px"><mj-column>${name}</mj-column></mj-section>`;
  return (
    `<mj-section padding="24px 24px 16px"><mj-group>` +
    `<mj-column width="18%" vertical-align="middle"><mj-image src="${escapeHtml(brand.logoUrl)}" alt="" width="52px" height="52px" padding="0" align="left" /></mj-column>` +
    `<mj-column width="82%" vertical-align="middle">${name}</mj-column>` +
    `</mj-group></mj-section>`
  );
};

/**
 * The HTML part as MJML: the museum's logo and name on top, a band in the brand colour, the blocks
 * on a white card over the theme's surface colour, and the museum's address at the foot.
 */
export const mailMjml = (lang: Lang, brand: MailBrand, subject: string, preview: string, blocks: MailBlock[]): string => `<mjml lang="${lang}">
<mj-head>
<mj-title>${escapeHtml(subject)}</mj-title>
<mj-preview>${escapeHtml(preview)}</mj-preview>
<mj-attributes>
<mj-all font-family="${FONT}" />
<mj-text font-size="16px" line-height="1.55" color="${brand.textColor}" padding="8px 0" />
<mj-button font-size="16px" border-radius="6px" inner-padding="12px 22px" padding="8px 0 16px" />
<mj-table font-size="16px" line-height="1.45" color="${brand.textColor}" padding="8px 0" />
</mj-attributes>
</mj-head>
<mj-body background-color="${brand.surfaceColor}" width="600px">
<mj-wrapper padding="24px 0" background-color="${brand.surfaceColor}">
${header(brand)}
<mj-section padding="0" background-color="${brand.brandColor}"><mj-column><mj-spacer height="6px" /></mj-column></mj-section>
<mj-section padding="24px 32px 28px" background-color="#ffffff"><mj-column>
${blocks.map((block) => blockMjml(block, brand)).join('\n')}
</mj-column></mj-section>
<mj-section padding="20px 32px"><mj-column>
<mj-text font-size="13px" line-height="1.5" color="${MUTED}" padding="0">${[brand.museum, ...brand.contact].map(escapeHtml).join('<br>')}</mj-text>
</mj-column></mj-section>
</mj-wrapper>
</mj-body>
</mjml>`;

/** Rendered layouts by language, brand and shape; a shop has a handful of shapes, the bound only guards memory. */
const layouts = new Map<string, string>();
const LAYOUTS_KEPT = 200;

/**
 * The HTML part: `mailMjml` turned by MJML into the table layout that Outlook, Gmail and Apple Mail
 * all show alike. MJML renders each shape of mail once (`mail-slots.ts`); the texts go into its slots.
 * Its markup is checked by the tests (strict validation costs more than the render), so it is not
 * validated again here.
 */
export const renderMailHtml = async (lang: Lang, brand: MailBrand, subject: string, preview: string, blocks: MailBlock[]): Promise<string> => {
  const slotted = slottedMail(subject, preview, blocks, escapeHtml, lines);
  const key = JSON.stringify([lang, brand, slotted.shape]);
  let layout = layouts.get(key);
  if (layout === undefined) {
    const { html, errors } = await mjml2html(mailMjml(lang, brand, slotted.subject, slotted.preview, slotted.blocks), { validationLevel: 'skip', keepComments: false });
    if (errors.length > 0) throw new Error(`mail layout: ${errors.map((error) => error.formattedMessage).join('; ')}`);
    if (layouts.size >= LAYOUTS_KEPT) layouts.delete(layouts.keys().next().value ?? '');
    layouts.set(key, html);
    layout = html;
  }
  return fillSlots(layout, slotted.html);
};

/** The plain-text part: the same blocks, a sum per line, a link written out. */
export const renderMailText = (blocks: MailBlock[], brand: MailBrand): string =>
  [
    ...blocks.map((block) => {
      switch (block.kind) {
        case 'button':
          return block.text;
        case 'items':
          return block.items.map((item) => [`- ${item.line}`, ...item.details.map((detail) => `  ${detail}`)].join('\n')).join('\n');
        case 'sums':
          return block.sums.map((sum) => sum.text).join('\n');
        default:
          return block.text;
      }
    }),
    ['--', brand.museum, ...brand.contact].join('\n'),
  ].join('\n\n');
