import type { SlotChoice, SlotChoiceTime } from '@foyer/contract';
import { apiGet, apiPost } from './api-client';

/** `GET slot-choices/{token}`: a cancelled visit as its buyer's link opens it, and what was chosen. */
export const fetchSlotChoice = async (token: string): Promise<SlotChoice> => (await apiGet<{ choice: SlotChoice }>(`slot-choices/${token}`)).choice;

/** `GET slot-choices/{token}/times`: the same visit's other times with room, museum days `from` to `to`. */
export const fetchSlotChoiceTimes = async (token: string, from: string, to: string): Promise<SlotChoiceTime[]> =>
  (await apiGet<{ times: SlotChoiceTime[] }>(`slot-choices/${token}/times`, { from, to })).times;

export const rebookSlotChoice = async (token: string, to: number): Promise<SlotChoice> => (await apiPost<{ choice: SlotChoice }>(`slot-choices/${token}/rebook`, { to })).choice;

export const refundSlotChoice = async (token: string): Promise<SlotChoice> => (await apiPost<{ choice: SlotChoice }>(`slot-choices/${token}/refund`, {})).choice;
