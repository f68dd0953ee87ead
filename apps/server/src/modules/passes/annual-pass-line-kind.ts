import { PASS_PRODUCT_KIND } from '@foyer/contract';
import { DOCUMENT_LABELS, fill } from '../../kernel/document-labels.js';
import { DomainError } from '../../errors/domain-error.js';
import type { LineKind } from '../commerce/line-kind.js';
import { findListedProduct } from '../merchandise/merchandise.repository.js';
import { productLine } from '../merchandise/product-line.js';
import { issuePassCards } from './issued-passes.js';
import { formatOwnerAddress, parsePassLineDetails, type PassLineDetails } from './pass-line-details.js';

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
  fulfil: (trx, line) => issuePassCards(trx, line, new Date()),
  describe: (line, lang) => {
    const labels = DOCUMENT_LABELS[lang];
    const { owners } = parsePassLineDetails(line.details);
    const entries = owners.flatMap((owner, index) => [
      { label: `${labels.pass_holder} ${index + 1}`, value: owner.name },
      ...(owner.address === null ? [] : [{ label: labels.pass_card, value: fill(labels.card_sent_to, { address: formatOwnerAddress(owner.address, lang) }) }]),
    ]);
    return { name: line.name, title: line.title, count: line.count, datetime: line.datetime, totalCents: line.total_cents, facts: [{ title: labels.holders, entries }] };
  },
};
