import type { GuestRequest, GuestResponse } from '@foyer/contract';
import { apiPost } from '../../lib/api/api-client';

export const registerGuest = (body: GuestRequest) => apiPost<GuestResponse['data']>('auth/guest', body);
