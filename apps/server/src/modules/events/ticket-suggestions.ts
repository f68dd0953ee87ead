import type { Suggestion } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { firstParagraph, lineId, type LineSuggestions } from '../commerce/public.js';
import { findShopTicket, findTickets } from './events.repository.js';
import type { EventsService } from './events.service.js';

/** Suggestion rules name an event: a ticket line stands for its ticket's event, and an event is suggested with its lowest price. */
export const ticketSuggestions = (db: Db, events: EventsService): LineSuggestions => ({
  type: 'ticket',
  ref: async (shopId, item) => {
    const id = lineId(item, 'id');
    const ticket = id === null ? undefined : await findShopTicket(db, shopId, id);
    return ticket === undefined ? null : { type: 'ticket', id: ticket.event_id };
  },
  available: async (shopId, lang, ids) => {
    const found = new Map<number, Suggestion>();
    for (const event of await events.select(shopId, lang)) {
      if (!ids.has(event.id)) continue;
      const prices = (await findTickets(db, event.id)).map((ticket) => ticket.price).filter((price) => price > 0);
      found.set(event.id, {
        kind: 'visit',
        type: 'ticket',
        id: event.id,
        name: event.name,
        teaser: firstParagraph(event.description),
        image: event.image,
        price_from: prices.length === 0 ? null : Math.min(...prices),
      });
    }
    return found;
  },
});
