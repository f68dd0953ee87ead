import type { AuditEntry, OfficeOrderRow, OfficeRole } from '@foyer/contract';

/**
 * The office API's shapes come from packages/contract/src/office, as types only: importing the
 * schemas themselves would put zod and every shop schema into the office's first view.
 */
export type {
  AuditEntry,
  CreateOfficeEventBody,
  OfficeEvent,
  OfficeEventInput,
  OfficeEventRecord,
  OfficeEventStaleError,
  OfficeEventSummary,
  OfficeCatalogGroup,
  OfficeCatalogGroupRecord,
  OfficeCatalogGroupStaleError,
  OfficeCategory,
  OfficeCategoryOrderStaleError,
  OfficeCategoryRecord,
  OfficeCategoryStaleError,
  OfficeProduct,
  OfficeProductInput,
  OfficeProductRecord,
  OfficeProductStaleError,
  OfficeProductSummary,
  OfficeStock,
  StockAdjustment,
  OfficeNavigationLabels,
  OfficeNavigationRecord,
  OfficePage,
  OfficePageBlock,
  OfficePageRecord,
  OfficePageStaleError,
  OfficePageSummary,
  OfficeSettingsRecord,
  OfficeSettingsStaleError,
  OfficeShopSettings,
  OfficeTheme,
  OfficeGiftVoucher,
  OfficeGiftVoucherRecord,
  OfficeGiftVoucherSummary,
  OfficePass,
  OfficePaymentType,
  OfficePaymentTypeRecord,
  OfficePaymentTypeSummary,
  OfficeShippingRecord,
  OfficeShippingZone,
  OfficeSuggestionRule,
  OfficeSuggestionsRecord,
  OfficePassRecord,
  OfficePassSummary,
  OfficeVoucherGroup,
  OfficeSchedule,
  OfficeSlotsHaveBuyersError,
  OfficeTour,
  OfficeTourCategory,
  OfficeTourInput,
  OfficeTourRecord,
  OfficeTourSchedule,
  OfficeTourStaleError,
  OfficeTourSummary,
  SlotChange,
  SlotWithBuyers,
  CreateStaffBody as Invitation,
  OfficeRole as Role,
  OfficeSession as Session,
  OfficeStaleError,
  SessionStaff as SignedInStaff,
  StaffMember,
  StaffScope as Scope,
  UpdateStaffBody as StaffChange,
  UploadedImage,
  NavKey,
  StaticPageId,
  OfficeOrderChoices,
  OfficeSlot,
  OfficeSlotResponse,
  OfficeOrderDetail,
  OfficeOrderLine,
  OfficeOrderLineKind,
  OfficeOrderRow,
  OfficeOrderStatus,
  DeskGiftVouchersResponse,
  DeskTender,
  DeskVoucherCode,
  DeskVoucherCodeEntry,
  DeskVoucherDebitBody,
  DeskVoucherSale,
  DeskVoucherSaleBody,
  OfficeCustomer,
  OfficeCustomerResponse,
  MarkShippedBody,
  OfficePackingList,
  OfficePickListResponse,
  OfficeShipmentRow,
  StaffMailAddress,
  StaffMailRecord,
  StockHistoryEntry,
  VisitorListResponse,
  VisitorSlot,
  Visitor,
  OfficeReport,
  OfficeReportName,
  ReportCell,
  ReportColumn,
  ReportPeriod,
  ReportRow,
  OfficeCancelRequest,
  OfficeFlaggedRow,
  OfficeRefund,
  OfficeRefundPreview,
  OfficeRefundRequest,
  OfficeRefundScope,
  OfficeRefundSettings,
  OfficeRefundShare,
  OfficeReservationRow,
  DoorConflict,
  DoorDevice,
  DoorDevicePairingResponse,
} from '@foyer/contract';

/** The roles in the order the office lists them (the contract's OFFICE_ROLES; a test keeps them equal). */
export const ROLES = ['owner', 'editor', 'box-office', 'door', 'accountant'] as const satisfies readonly OfficeRole[];

export interface AuditFilter {
  staff?: string;
  action?: string;
  /** Days as a date field gives them (yyyy-mm-dd), in the browser's time zone. */
  from?: string;
  to?: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/** What a report covers: museum dates (yyyy-mm-dd), both included, and how the sales report groups its days. */
export interface ReportFilter {
  from: string;
  to: string;
  period: 'day' | 'week' | 'month';
}

/** The orders desk's search and filters, as the list's address keeps them; dates are museum dates (yyyy-mm-dd). */
export interface OrderFilter {
  q?: string;
  status?: string;
  kind?: string;
  /** Ids as the address holds them: an event or tour, a timeslot, a payment type's number. */
  event?: string;
  slot?: string;
  payart?: string;
  from?: string;
  to?: string;
}

export interface OrderPage {
  orders: OfficeOrderRow[];
  nextCursor: string | null;
}

export interface Enrolment {
  otpauthUri: string;
  secret: string;
  qrSvg: string;
}

export type SignInNext = 'totp' | 'enrol';
