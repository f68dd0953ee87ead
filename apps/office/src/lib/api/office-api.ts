import { call, download } from './client';
import type {
  AuditFilter,
  AuditPage,
  Enrolment,
  Invitation,
  OfficeCatalogGroup,
  OfficeCatalogGroupRecord,
  OfficeCategory,
  OfficeCategoryRecord,
  OfficeEventInput,
  OfficeEventRecord,
  OfficeEventSummary,
  OfficeGiftVoucher,
  OfficeGiftVoucherRecord,
  OfficeGiftVoucherSummary,
  OfficeNavigationLabels,
  OfficeNavigationRecord,
  OfficeOrderDetail,
  OfficeReport,
  OfficeReportName,
  OrderFilter,
  OrderPage,
  ReportFilter,
  OfficePage,
  OfficePageRecord,
  OfficePageSummary,
  OfficePass,
  OfficePassRecord,
  OfficePassSummary,
  OfficePaymentType,
  OfficePaymentTypeRecord,
  OfficePaymentTypeSummary,
  OfficeProductInput,
  OfficeProductRecord,
  OfficeProductSummary,
  OfficeSettingsRecord,
  OfficeShippingRecord,
  OfficeShippingZone,
  OfficeShopSettings,
  OfficeSuggestionRule,
  OfficeSuggestionsRecord,
  OfficeTourCategory,
  OfficeTourInput,
  OfficeTourRecord,
  OfficeTourSummary,
  OfficeVoucherGroup,
  Session,
  SignInNext,
  SlotChange,
  StaffChange,
  StaffMember,
  StaticPageId,
  StockAdjustment,
  UploadedImage,
} from './types';

/** A day from a date field as the instant it starts in the browser's time zone, which the audit query takes. */
export const startOfDay = (day: string): string => new Date(`${day}T00:00:00`).toISOString();

/** The instant after a day (the audit query's `to` is exclusive), so "to 5 March" includes 5 March. */
export const endOfDay = (day: string): string => {
  const next = new Date(`${day}T00:00:00`);
  next.setDate(next.getDate() + 1);
  return next.toISOString();
};

/** The paths of the named groups' calls: the tours' categories and the gift vouchers' groups. */
export type CatalogGroupPath = 'tour-categories' | 'voucher-groups';

const query = (params: Record<string, string | undefined>): string => {
  const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

/** Every office call the screens make, one function each. */
export const officeApi = {
  session: () => call<Session>('GET', '/session', undefined, { quiet: true }),
  signOut: () => call<void>('DELETE', '/session'),
  chooseLanguage: (language: string) => call<Session>('PUT', '/session/language', { language }),
  password: (email: string, password: string) => call<{ next: SignInNext }>('POST', '/session/password', { email, password }),
  totp: (code: string) => call<Session>('POST', '/session/totp', { code }),
  enrolment: () => call<Enrolment>('GET', '/session/enrolment'),
  enrol: (code: string) => call<Session>('POST', '/session/enrolment', { code }),
  invitation: (token: string) => call<{ email: string; name: string }>('GET', `/set-up/${encodeURIComponent(token)}`),
  setUp: (token: string, password: string) => call<{ next: 'enrol' }>('POST', `/set-up/${encodeURIComponent(token)}`, { password }),
  staff: () => call<{ staff: StaffMember[] }>('GET', '/staff'),
  invite: (invitation: Invitation) => call<{ staff: StaffMember }>('POST', '/staff', invitation),
  changeStaff: (id: string, change: StaffChange) => call<{ staff: StaffMember }>('PATCH', `/staff/${encodeURIComponent(id)}`, change),
  endSessions: (id: string) => call<{ ended: number }>('POST', `/staff/${encodeURIComponent(id)}/sessions/end`),
  events: () => call<{ events: OfficeEventSummary[] }>('GET', '/events'),
  event: (id: number) => call<{ record: OfficeEventRecord }>('GET', `/events/${id}`),
  createEvent: (event: OfficeEventInput) => call<{ record: OfficeEventRecord }>('POST', '/events', { event }),
  updateEvent: (id: number, event: OfficeEventInput, version: number, { closeSlotsWithBuyers }: { closeSlotsWithBuyers: boolean }) =>
    call<{ record: OfficeEventRecord }>('PUT', `/events/${id}`, { event, version, closeSlotsWithBuyers }),
  tours: () => call<{ tours: OfficeTourSummary[]; categories: OfficeTourCategory[] }>('GET', '/tours'),
  tour: (id: number) => call<{ record: OfficeTourRecord; categories: OfficeTourCategory[] }>('GET', `/tours/${id}`),
  createTour: (tour: OfficeTourInput) => call<{ record: OfficeTourRecord }>('POST', '/tours', { tour }),
  updateTour: (id: number, tour: OfficeTourInput, version: number, { closeSlotsWithBuyers }: { closeSlotsWithBuyers: boolean }) =>
    call<{ record: OfficeTourRecord }>('PUT', `/tours/${id}`, { tour, version, closeSlotsWithBuyers }),
  passes: () => call<{ passes: OfficePassSummary[] }>('GET', '/passes'),
  pass: (id: number) => call<{ record: OfficePassRecord }>('GET', `/passes/${id}`),
  createPass: (pass: OfficePass) => call<{ record: OfficePassRecord }>('POST', '/passes', { pass }),
  updatePass: (id: number, pass: OfficePass, version: number) => call<{ record: OfficePassRecord }>('PUT', `/passes/${id}`, { pass, version }),
  giftVouchers: () => call<{ vouchers: OfficeGiftVoucherSummary[]; groups: OfficeVoucherGroup[] }>('GET', '/gift-vouchers'),
  giftVoucher: (id: number) => call<{ record: OfficeGiftVoucherRecord }>('GET', `/gift-vouchers/${id}`),
  createGiftVoucher: (voucher: OfficeGiftVoucher) => call<{ record: OfficeGiftVoucherRecord }>('POST', '/gift-vouchers', { voucher }),
  updateGiftVoucher: (id: number, voucher: OfficeGiftVoucher, version: number) => call<{ record: OfficeGiftVoucherRecord }>('PUT', `/gift-vouchers/${id}`, { voucher, version }),
  paymentTypes: () => call<{ paymentTypes: OfficePaymentTypeSummary[] }>('GET', '/payment-types'),
  paymentType: (payartId: number) => call<{ record: OfficePaymentTypeRecord }>('GET', `/payment-types/${payartId}`),
  createPaymentType: (payartId: number, paymentType: OfficePaymentType) => call<{ record: OfficePaymentTypeRecord }>('POST', '/payment-types', { payartId, paymentType }),
  updatePaymentType: (payartId: number, paymentType: OfficePaymentType, version: number) => call<{ record: OfficePaymentTypeRecord }>('PUT', `/payment-types/${payartId}`, { paymentType, version }),
  shipping: () => call<{ record: OfficeShippingRecord }>('GET', '/shipping'),
  updateShipping: (zones: OfficeShippingZone[], version: number) => call<{ record: OfficeShippingRecord }>('PUT', '/shipping', { zones, version }),
  suggestions: () => call<{ record: OfficeSuggestionsRecord }>('GET', '/suggestions'),
  updateSuggestions: (rules: OfficeSuggestionRule[], version: number) => call<{ record: OfficeSuggestionsRecord }>('PUT', '/suggestions', { rules, version }),
  orders: ({ q, status, from, to }: OrderFilter, cursor?: string) => call<OrderPage>('GET', `/orders${query({ q, status, from, to, cursor })}`),
  order: (id: number) => call<{ order: OfficeOrderDetail }>('GET', `/orders/${id}`),
  report: (name: OfficeReportName, { from, to, period }: ReportFilter) => call<OfficeReport>('GET', `/reports/${name}${query({ from, to, period })}`),
  reportFile: (name: OfficeReportName, { from, to, period }: ReportFilter, format: 'csv' | 'xlsx') => download(`/reports/${name}/export${query({ from, to, period, format })}`),
  slotChanges: () => call<{ changes: SlotChange[] }>('GET', '/slot-changes'),
  settleSlotChange: (id: number) => call<void>('POST', `/slot-changes/${id}/settle`),
  audit: ({ staff, action, from, to }: AuditFilter, cursor?: string) =>
    call<AuditPage>('GET', `/audit${query({ staff, action, from: from && startOfDay(from), to: to && endOfDay(to), cursor })}`),
  uploadImage: (file: Blob) => call<{ image: UploadedImage }>('POST', '/images', file),
  uploadLogo: (file: Blob) => call<{ image: UploadedImage }>('POST', '/settings/logo', file),
  products: () => call<{ products: OfficeProductSummary[] }>('GET', '/products'),
  product: (id: number) => call<{ record: OfficeProductRecord }>('GET', `/products/${id}`),
  createProduct: (product: OfficeProductInput, stock: number) => call<{ record: OfficeProductRecord }>('POST', '/products', { product, stock }),
  updateProduct: (id: number, product: OfficeProductInput, version: number) => call<{ record: OfficeProductRecord }>('PUT', `/products/${id}`, { product, version }),
  adjustStock: (id: number, adjustment: StockAdjustment) => call<{ record: OfficeProductRecord }>('POST', `/products/${id}/stock`, { adjustment }),
  categories: () => call<{ categories: OfficeCategoryRecord[] }>('GET', '/product-categories'),
  createCategory: (category: OfficeCategory) => call<{ record: OfficeCategoryRecord }>('POST', '/product-categories', { category }),
  updateCategory: (id: number, category: OfficeCategory, version: number) => call<{ record: OfficeCategoryRecord }>('PUT', `/product-categories/${id}`, { category, version }),
  orderCategories: (order: { id: number; version: number }[]) => call<{ categories: OfficeCategoryRecord[] }>('PUT', '/product-categories/order', { categories: order }),
  deleteCategory: (id: number, version: number) => call<{ categories: OfficeCategoryRecord[] }>('DELETE', `/product-categories/${id}?version=${version}`),
  catalogGroups: (path: CatalogGroupPath) => call<{ groups: OfficeCatalogGroupRecord[] }>('GET', `/${path}`),
  createCatalogGroup: (path: CatalogGroupPath, group: OfficeCatalogGroup) => call<{ record: OfficeCatalogGroupRecord }>('POST', `/${path}`, { group }),
  updateCatalogGroup: (path: CatalogGroupPath, id: number, group: OfficeCatalogGroup, version: number) => call<{ record: OfficeCatalogGroupRecord }>('PUT', `/${path}/${id}`, { group, version }),
  deleteCatalogGroup: (path: CatalogGroupPath, id: number, version: number) => call<void>('DELETE', `/${path}/${id}${query({ version: String(version) })}`),
  settings: () => call<{ record: OfficeSettingsRecord }>('GET', '/settings'),
  updateSettings: (settings: OfficeShopSettings, version: number) => call<{ record: OfficeSettingsRecord }>('PUT', '/settings', { settings, version }),
  pages: () => call<{ pages: OfficePageSummary[] }>('GET', '/pages'),
  page: (id: StaticPageId) => call<{ record: OfficePageRecord }>('GET', `/pages/${id}`),
  updatePage: (id: StaticPageId, page: OfficePage, version: number) => call<{ record: OfficePageRecord }>('PUT', `/pages/${id}`, { page, version }),
  navigation: () => call<{ record: OfficeNavigationRecord }>('GET', '/navigation'),
  updateNavigation: (labels: OfficeNavigationLabels, version: number) => call<{ record: OfficeNavigationRecord }>('PUT', '/navigation', { labels, version }),
};
