import type { EventSummary, MerchandiseAttrResponse, MerchandiseSelectResponse, TourDetail, VoucherAttrResponse, VoucherSelectResponse } from '@foyer/contract';
import { bootAnswer } from './boot-answer';

/** The event list an event page's server page carried. */
export const bootedEvents = bootAnswer<EventSummary[]>();

/** The tour a tour page's server page carried, with its first bookable day. */
export const bootedTour = bootAnswer<TourDetail>();

/** The merchandise list's products and categories its server page carried. */
export const bootedProducts = bootAnswer<MerchandiseSelectResponse['data']>();
export const bootedProductCategories = bootAnswer<MerchandiseAttrResponse['data']>();

/** The gift-voucher list's vouchers and groups its server page carried. */
export const bootedGiftVouchers = bootAnswer<VoucherSelectResponse['data']>();
export const bootedVoucherGroups = bootAnswer<VoucherAttrResponse['data']>();

/** The passes the pass list's server page carried. */
export const bootedPasses = bootAnswer<MerchandiseSelectResponse['data']>();
