import type { CartItem, CartItemType, Lang } from '@foyer/contract';
import { isCartItemType } from '@foyer/contract';
import type { LangContext } from '../../kernel/localize.js';
import type { Executor } from '../../db/database.js';
import type { DocumentContext, DocumentParts, IssuedDocuments, LineDescription, LineKind, LineSuggestions, OrderLineRow, PricedLine, PricingContext, Visit } from './line-kind.js';

/** Every kind the shop sells, by cart item type; a kind missing here is a compile error. */
export type LineKindRegistry = { [T in CartItemType]: LineKind<T> };

type AnyKind = LineKind<CartItemType>;

/**
 * The registry as checkout, booking, documents, mail, shipping and suggestions use it: built once in
 * app.ts and handed to each. Everything here asks the line's kind; nothing names one.
 */
export class LineKinds {
  readonly #kinds: ReadonlyMap<string, AnyKind>;

  constructor(registry: LineKindRegistry) {
    this.#kinds = new Map(Object.entries(registry) as [string, AnyKind][]);
  }

  of(type: string): AnyKind {
    const kind = this.#kinds.get(type);
    if (kind === undefined) throw new Error(`order line of unknown type "${type}"`);
    return kind;
  }

  /** Lets each kind refuse what it does not allow of its lines together (one donation per basket); throws its DomainError. */
  checkBasket(items: readonly CartItem[]): void {
    const byKind = new Map<AnyKind, CartItem[]>();
    for (const item of items) {
      const kind = this.of(item.type);
      const own = byKind.get(kind);
      if (own === undefined) byKind.set(kind, [item]);
      else own.push(item);
    }
    for (const [kind, own] of byKind) kind.checkBasket?.(own as never);
  }

  price(item: CartItem, ctx: PricingContext): Promise<PricedLine> {
    return this.of(item.type).price(item as never, ctx);
  }

  fulfil(trx: Executor, line: OrderLineRow): Promise<void> {
    return this.of(line.type).fulfil(trx, line);
  }

  describe(line: OrderLineRow, lang: Lang): LineDescription {
    return this.of(line.type).describe(line, lang);
  }

  /** The timeslot of a line with a visit (tickets, tours), or null. */
  timeslot(line: OrderLineRow): number | null {
    return this.of(line.type).visit?.timeslot(line) ?? null;
  }

  /** The details (JSON) of a line with a visit once it is moved to another timeslot, or null for a line without a visit. */
  movedDetails(line: OrderLineRow, timeslotId: number): string | null {
    const visit = this.of(line.type).visit;
    return visit === undefined ? null : JSON.stringify(visit.movedTo(line, timeslotId));
  }

  /** What a line holds until it is refunded: a time's places or a product's stock, or nothing (donations, gift vouchers). */
  claimedResource(line: OrderLineRow): { resource: 'timeslot' | 'stock'; id: number } | null {
    const timeslot = this.timeslot(line);
    if (timeslot !== null) return { resource: 'timeslot', id: timeslot };
    const product = this.of(line.type).stockOf?.(line);
    return product === undefined ? null : { resource: 'stock', id: product };
  }

  /** What a booked line issues to download: its kind's documents, or what the kind reads off the line (a donation's receipt). */
  issues(line: OrderLineRow): IssuedDocuments {
    const { issues } = this.of(line.type);
    return typeof issues === 'function' ? issues(line) : issues;
  }

  issuesDocuments(line: OrderLineRow): boolean {
    return this.issues(line) !== 'nothing';
  }

  /** What the lines issue to download, each kind once, in the order of the lines; goods issue nothing. */
  issuedDocuments(lines: readonly OrderLineRow[]): Exclude<IssuedDocuments, 'nothing'>[] {
    const issued = lines.map((line) => this.issues(line)).filter((issues): issues is Exclude<IssuedDocuments, 'nothing'> => issues !== 'nothing');
    return [...new Set(issued)];
  }

  /** Whether everything the lines issue is admission tickets, which the mail then calls tickets. */
  issuesOnlyTickets(lines: readonly OrderLineRow[]): boolean {
    return lines.every((line) => ['admission-tickets', 'nothing'].includes(this.issues(line)));
  }

  /** The lines by kind (a kind serving two types gets the lines of both), kinds in the order their first line comes. */
  byKind(lines: readonly OrderLineRow[]): Map<AnyKind, OrderLineRow[]> {
    const grouped = new Map<AnyKind, OrderLineRow[]>();
    for (const line of lines) {
      const kind = this.of(line.type);
      grouped.set(kind, [...(grouped.get(kind) ?? []), line]);
    }
    return grouped;
  }

  /** The visits of the lines, by line id; lines without a visit (goods, passes, vouchers) have none. */
  async visits(db: Executor, lines: readonly OrderLineRow[], ctx: LangContext): Promise<Map<number, Visit>> {
    const visits = new Map<number, Visit>();
    for (const [kind, own] of this.byKind(lines)) {
      if (kind.visit === undefined) continue;
      for (const [lineId, visit] of await kind.visit.load(db, own, ctx)) visits.set(lineId, visit);
    }
    return visits;
  }

  /** Every kind's share of the order's PDF, each part in the order of the kinds' first lines. */
  async documentParts(db: Executor, lines: readonly OrderLineRow[], ctx: DocumentContext): Promise<Required<DocumentParts>> {
    const parts: Required<DocumentParts> = { details: [], visits: [], tickets: [], passCards: [], giftVouchers: [], receipts: [] };
    for (const [kind, own] of this.byKind(lines)) {
      const part = (await kind.documentParts?.(db, own, ctx)) ?? {};
      parts.details.push(...(part.details ?? []));
      parts.visits.push(...(part.visits ?? []));
      parts.tickets.push(...(part.tickets ?? []));
      parts.passCards.push(...(part.passCards ?? []));
      parts.giftVouchers.push(...(part.giftVouchers ?? []));
      parts.receipts.push(...(part.receipts ?? []));
    }
    return parts;
  }

  /** What the basket's goods weigh for shipping, each kind weighing its own lines; lines of unknown types weigh nothing. */
  async shippingWeight(db: Executor, shopId: number, lines: readonly { type: string; id: number; count: number }[]): Promise<number> {
    let grams = 0;
    for (const kind of new Set(this.#kinds.values())) {
      const own = lines.filter((line) => isCartItemType(line.type) && this.of(line.type) === kind);
      if (kind.shippingWeight !== undefined && own.length > 0) grams += await kind.shippingWeight(db, shopId, own);
    }
    return grams;
  }

  /** The kinds that suggestions may follow for a basket line of `type`, or undefined. */
  suggestionsOf(type: unknown): LineSuggestions | undefined {
    return isCartItemType(type) ? this.of(type).suggestions : undefined;
  }

  /** Each kind that may be suggested, once. */
  suggestable(): LineSuggestions[] {
    return [...new Set([...this.#kinds.values()].flatMap((kind) => (kind.suggestions === undefined ? [] : [kind.suggestions])))];
  }
}
