import type { SuggestBody, SuggestResponse } from '@foyer/contract';
import { apiPost } from '../../lib/api/api-client';

/** SPEC §7 `POST checkout/suggest`: up to three offers that complete what the cart holds (DESIGN.md "Upselling"). */
export const fetchSuggestions = (body: SuggestBody) => apiPost<SuggestResponse['data']>('checkout/suggest', body);
