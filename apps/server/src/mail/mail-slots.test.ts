import mjml2html from 'mjml';
import { describe, expect, it, vi } from 'vitest';
import { TEST_BRAND } from '../test-support/mail-brand.js';
import { mailMjml, renderMailHtml, type MailBlock } from './mail-layout.js';

// Counts MJML's renders; the real MJML still renders every one.
vi.mock('mjml', async (importOriginal) => {
  const real = await importOriginal<{ default: typeof mjml2html }>();
  return { default: vi.fn(real.default) };
});

const mail = (name: string, amount: string, url: string): MailBlock[] => [
  { kind: 'paragraph', text: `Hello ${name},\nthank you & welcome <back>.` },
  { kind: 'heading', text: `Order "42" for ${name}` },
  { kind: 'items', items: [{ text: `2 × Adults – ${name}'s visit`, amount, line: '', details: ['05/03/2027 at 14:30', `${name} \u{1F600}`] }] },
  { kind: 'sums', sums: [{ label: 'Subtotal', amount, text: '', strong: false }, { label: 'Total paid', amount, text: '', strong: true }] },
  { kind: 'button', label: 'Download', url, text: '' },
  { kind: 'note', text: `Left on ${name}:\n${amount}` },
];

const direct = async (subject: string, preview: string, blocks: MailBlock[]) =>
  (await mjml2html(mailMjml('fr', TEST_BRAND, subject, preview, blocks), { validationLevel: 'skip', keepComments: false })).html;

describe('mails of one shape share one MJML render', () => {
  it('writes each mail exactly as MJML renders it on its own, whatever the texts', async () => {
    for (const [name, amount, url] of [
      ['Ada', 'CHF\u00a044.00', 'https://shop.example.org/fr/order-review/a?x=1&y=2'],
      ['Zoë <O\'Brien> & "Co"', '1\u202f234,50\u00a0CHF', 'https://shop.example.org/fr/order-review/b'],
      ['\u{E000}0\u{E001}', '−5,00 CHF', 'https://shop.example.org/?q=%E2%82%AC'],
    ] as const) {
      const blocks = mail(name, amount, url);
      expect(await renderMailHtml('fr', TEST_BRAND, `Commande de ${name}`, `Merci ${name}`, blocks)).toBe(await direct(`Commande de ${name}`, `Merci ${name}`, blocks));
    }
  });

  it('renders another shape (more rows, another stand-out row) on its own', async () => {
    const blocks = mail('Ada', 'CHF 1.00', 'https://shop.example.org/');
    const longer: MailBlock[] = blocks.map((block) =>
      block.kind === 'sums' ? { ...block, sums: [...block.sums, { label: 'Shipping', amount: 'CHF 9.00', text: '', strong: false }] } : block,
    );
    expect(await renderMailHtml('fr', TEST_BRAND, 'S', 'P', longer)).toBe(await direct('S', 'P', longer));
    expect(await renderMailHtml('fr', TEST_BRAND, 'S', 'P', blocks)).toBe(await direct('S', 'P', blocks));
  });

  it('asks MJML once for a shape, however many mails of it are written', async () => {
    const render = vi.mocked(mjml2html);
    const before = render.mock.calls.length;
    for (const name of ['Grace', 'Alan', 'Edsger', 'Barbara']) await renderMailHtml('de', TEST_BRAND, `Bestellung ${name}`, name, mail(name, 'CHF 3.00', 'https://shop.example.org/de'));
    expect(render.mock.calls.length - before).toBe(1);
  });
});
