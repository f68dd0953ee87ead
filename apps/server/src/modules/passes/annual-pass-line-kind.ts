import { PASS_PRODUCT_KIND, type Lang } from '@foyer/contract';
import { DOCUMENT_LABELS, fill } from '../../kernel/document-labels.js';
import { DomainError } from '../../errors/domain-error.js';
import type { LineDescription, LineKind, OrderLineRow } from '../commerce/public.js';
import { awaitShipping } from '../fulfilment/public.js';
import { findListedProduct, productLine } from '../merchandise/public.js';
import { findIssuedPasses, issuePassCards } from './issued-passes.js';
import { formatOwnerAddress, ownerAddressSchema, parsePassLineDetails, type PassLineDetails } from './pass-line-details.js';

/** A pass line names its holders and where each card is posted. */
const describePass = (line: OrderLineRow, lang: Lang): LineDescription => {
  const labels = DOCUMENT_LABELS[lang];
  const { owners } = parsePassLineDetails(line.details);
  const entries = owners.flatMap((owner, index) => [
    { label: `${labels.pass_holder} ${index + 1}`, value: owner.name },
    ...(owner.address === null ? [] : [{ label: labels.pass_card, value: fill(labels.card_sent_to, { address: formatOwnerAddress(owner.address, lang) }) }]),
  ]);
  return { name: line.name, title: line.title, count: line.count, datetime: line.datetime, totalCents: line.total_cents, facts: [{ title: labels.holders, entries }] };
};

/**
 * Annual passes (SPEC §3/§5 annualPass line): a product of kind 13, one card per owner. Units come
 * from the product's stock like goods; nothing ships (the card is a document, posted to an owner who
 * asks for it at no charge). A paid line issues one card per owner, valid for the pass's months.
 */
export const annualPassLineKind: LineKind<'annualPass'> = {
  issues: 'pass-cards',
  price: async (item, ctx) => {
    const product = await findListedProduct(ctx.db, ctx.shopId, item.id);
    if (product === undefined || product.product_kind_ref !== PASS_PRODUCT_KIND || product.validity_months === null) throw new DomainError('PASS_NOT_FOUND');
    const details: PassLineDetails = {
      productId: product.id,
      validityMonths: product.validity_months,
      timeZone: ctx.timeZone,
      owners: item.owners.map((owner) => ({
        name: owner.name,
        sendToOwner: owner.send_to_custom_addr,
        address: owner.send_to_custom_addr && owner.address != null ? owner.address : null,
      })),
    };
    return { ...productLine('annualPass', product, item, ctx), shippingWeightGrams: 0, details };
  },
  // A card posted to its holder goes on the office's shipping list with the order.
  fulfil: async (trx, line) => {
    await issuePassCards(trx, line, new Date());
    if (parsePassLineDetails(line.details).owners.some((owner) => owner.sendToOwner && owner.address !== null)) await awaitShipping(trx, line.order_id, new Date());
  },
  stockOf: (line) => parsePassLineDetails(line.details).productId,
  describe: describePass,
  partsBelongTo: (line) => line.title,
  // The PDF names the holders once, then has a page per card.
  documentParts: async (trx, lines, ctx) => {
    const ids = new Set(lines.map((line) => line.id));
    const cards = (await findIssuedPasses(trx, lines[0]?.order_id ?? 0)).filter((card) => ids.has(card.order_line_id));
    return {
      details: lines.map((line) => describePass(line, ctx.lang)),
      passCards: cards.map((card) => ({
        passName: card.pass_name,
        ownerName: card.owner_name,
        barcode: card.barcode,
        validFrom: card.valid_from,
        validTo: card.valid_to,
        postedTo: card.owner_address === null ? null : formatOwnerAddress(ownerAddressSchema.parse(JSON.parse(card.owner_address)), ctx.lang),
      })),
    };
  },
};
