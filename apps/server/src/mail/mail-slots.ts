import type { MailBlock } from './mail-layout.js';

/** A placeholder of one text in a laid-out mail: private-use characters, which MJML and HTML escaping pass through untouched. */
const slot = (index: number): string => `\u{E000}${index}\u{E001}`;
const SLOTS = /\u{E000}(\d+)\u{E001}/gu;

/**
 * A mail's blocks with every visible text replaced by a numbered slot, the shape that decides the
 * layout (which blocks, how many rows, which rows stand out), and each slot's final HTML. Mails of one
 * shape share one MJML render: MJML takes milliseconds per mail, and order mails are written inside
 * the booking.
 */
export interface SlottedMail {
  shape: string;
  subject: string;
  preview: string;
  blocks: MailBlock[];
  /** The HTML of each slot, escaped as the layout writes that text (`multiLine`: line breaks as <br>). */
  html: string[];
}

export const slottedMail = (subject: string, preview: string, blocks: MailBlock[], escape: (text: string) => string, multiLine: (text: string) => string): SlottedMail => {
  const html: string[] = [];
  const put = (text: string, asHtml: (text: string) => string = escape): string => {
    html.push(asHtml(text));
    return slot(html.length - 1);
  };
  const slottedSubject = put(subject);
  const slottedPreview = put(preview);
  const slotted = blocks.map((block): MailBlock => {
    switch (block.kind) {
      case 'paragraph':
      case 'note':
        return { ...block, text: put(block.text, multiLine) };
      case 'heading':
        return { ...block, text: put(block.text) };
      case 'button':
        return { ...block, label: put(block.label), url: put(block.url) };
      case 'items':
        return { ...block, items: block.items.map((item) => ({ ...item, text: put(item.text), amount: put(item.amount), details: item.details.map((detail) => put(detail)) })) };
      case 'sums':
        return { ...block, sums: block.sums.map((sum) => ({ ...sum, label: put(sum.label), amount: put(sum.amount) })) };
    }
  });
  const shape = JSON.stringify(
    blocks.map((block) =>
      block.kind === 'items'
        ? ['items', block.items.map((item) => item.details.length)]
        : block.kind === 'sums'
          ? ['sums', block.sums.map((sum) => sum.strong)]
          : block.kind === 'button'
            ? ['button', block.tone ?? 'brand']
            : block.kind,
    ),
  );
  return { shape, subject: slottedSubject, preview: slottedPreview, blocks: slotted, html };
};

/** The rendered layout of a shape with each slot's HTML put in. */
export const fillSlots = (layout: string, html: readonly string[]): string => layout.replace(SLOTS, (whole, index: string) => html[Number(index)] ?? whole);
