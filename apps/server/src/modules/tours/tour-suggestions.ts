import type { Suggestion } from '@foyer/contract';
import { firstParagraph, lineId, type LineSuggestions } from '../commerce/public.js';
import type { ToursService } from './tours.service.js';

/** Suggestion rules name a tour: a tour line stands for its tour, suggested with the list's "from" price. */
export const tourSuggestions = (tours: ToursService): LineSuggestions => ({
  type: 'guidedTour',
  ref: async (_shopId, item) => {
    const id = lineId(item, 'tourId');
    return id === null ? null : { type: 'guidedTour', id };
  },
  available: async (shopId, lang, ids) => {
    const found = new Map<number, Suggestion>();
    for (const tour of (await tours.select(shopId, lang)).tours) {
      // The list's "from" price: what one paying visitor pays at least (tourPriceFrom).
      if (ids.has(tour.id)) found.set(tour.id, { kind: 'visit', type: 'guidedTour', id: tour.id, name: tour.name, teaser: firstParagraph(tour.description), image: tour.image, price_from: tour.price_from });
    }
    return found;
  },
});
