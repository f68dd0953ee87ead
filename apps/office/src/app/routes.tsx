import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AuditLog } from '../screens/audit/audit-log';
import { NotFound } from '../screens/not-found';
import { SetUp } from '../screens/set-up/set-up';
import { SignIn } from '../screens/sign-in/sign-in';
import { StaffEdit } from '../screens/staff/staff-edit';
import { StaffInvite } from '../screens/staff/staff-invite';
import { StaffList } from '../screens/staff/staff-list';
import { Start } from '../screens/start/start';
import { OfficeShell } from '../shell/office-shell';
import { SignedOutLayout } from '../shell/signed-out-layout';

// The catalog's screens load when first opened: the start, sign-in and staff screens stay small.
const EventList = lazy(() => import('../screens/events/event-list').then((module) => ({ default: module.EventList })));
const EventNew = lazy(() => import('../screens/events/event-new').then((module) => ({ default: module.EventNew })));
const TourList = lazy(() => import('../screens/tours/tour-list').then((module) => ({ default: module.TourList })));
const TourNew = lazy(() => import('../screens/tours/tour-new').then((module) => ({ default: module.TourNew })));
const TourCategoryList = lazy(() => import('../screens/catalog-groups/group-screens').then((module) => ({ default: module.TourCategoryList })));
const VoucherGroupList = lazy(() => import('../screens/catalog-groups/group-screens').then((module) => ({ default: module.VoucherGroupList })));
const TourEdit = lazy(() => import('../screens/tours/tour-edit').then((module) => ({ default: module.TourEdit })));
const SlotChangeList = lazy(() => import('../screens/slot-changes/slot-change-list').then((module) => ({ default: module.SlotChangeList })));
const ProductList = lazy(() => import('../screens/merchandise/product-list').then((module) => ({ default: module.ProductList })));
const ProductNew = lazy(() => import('../screens/merchandise/product-new').then((module) => ({ default: module.ProductNew })));
const ProductEdit = lazy(() => import('../screens/merchandise/product-edit').then((module) => ({ default: module.ProductEdit })));
const CategoryList = lazy(() => import('../screens/merchandise/category-list').then((module) => ({ default: module.CategoryList })));
const EventEdit = lazy(() => import('../screens/events/event-edit').then((module) => ({ default: module.EventEdit })));
const SettingsScreen = lazy(() => import('../screens/settings/settings-screen').then((module) => ({ default: module.SettingsScreen })));
const PageList = lazy(() => import('../screens/pages/page-list').then((module) => ({ default: module.PageList })));
const PageEdit = lazy(() => import('../screens/pages/page-edit').then((module) => ({ default: module.PageEdit })));
const NavigationLabels = lazy(() => import('../screens/pages/navigation-labels').then((module) => ({ default: module.NavigationLabels })));
const PassesVouchers = lazy(() => import('../screens/passes-vouchers/passes-vouchers').then((module) => ({ default: module.PassesVouchers })));
const PassNew = lazy(() => import('../screens/passes-vouchers/pass-pages').then((module) => ({ default: module.PassNew })));
const PassEdit = lazy(() => import('../screens/passes-vouchers/pass-pages').then((module) => ({ default: module.PassEdit })));
const VoucherNew = lazy(() => import('../screens/passes-vouchers/voucher-pages').then((module) => ({ default: module.VoucherNew })));
const PaymentShipping = lazy(() => import('../screens/payment-shipping/payment-shipping').then((module) => ({ default: module.PaymentShipping })));
const ShippingTable = lazy(() => import('../screens/payment-shipping/shipping-table').then((module) => ({ default: module.ShippingTable })));
const PaymentTypeNew = lazy(() => import('../screens/payment-shipping/payment-type-pages').then((module) => ({ default: module.PaymentTypeNew })));
const PaymentTypeEdit = lazy(() => import('../screens/payment-shipping/payment-type-pages').then((module) => ({ default: module.PaymentTypeEdit })));
const SuggestionRules = lazy(() => import('../screens/suggestions/suggestion-rules').then((module) => ({ default: module.SuggestionRules })));
const OrderList = lazy(() => import('../screens/orders/order-list').then((module) => ({ default: module.OrderList })));
const OrderDetail = lazy(() => import('../screens/orders/order-detail').then((module) => ({ default: module.OrderDetail })));
const CancelSlot = lazy(() => import('../screens/slot-cancellations/cancel-slot').then((module) => ({ default: module.CancelSlot })));
const SlotCancellationList = lazy(() => import('../screens/slot-cancellations/slot-cancellation-list').then((module) => ({ default: module.SlotCancellationList })));
const MoveVisitors = lazy(() => import('../screens/visit-moves/move-visitors').then((module) => ({ default: module.MoveVisitors })));
const CustomerPage = lazy(() => import('../screens/customers/customer-page').then((module) => ({ default: module.CustomerPage })));
const DoorDevices = lazy(() => import('../screens/door/door-devices').then((module) => ({ default: module.DoorDevices })));
const DoorConflicts = lazy(() => import('../screens/door/door-conflicts').then((module) => ({ default: module.DoorConflicts })));
const Desk = lazy(() => import('../screens/desk/desk').then((module) => ({ default: module.Desk })));
const ShippingDesk = lazy(() => import('../screens/fulfilment/shipping-desk').then((module) => ({ default: module.ShippingDesk })));
const PackingList = lazy(() => import('../screens/fulfilment/packing-list').then((module) => ({ default: module.PackingList })));
const VisitorDay = lazy(() => import('../screens/visitors/visitor-day').then((module) => ({ default: module.VisitorDay })));
const VisitorList = lazy(() => import('../screens/visitors/visitor-list').then((module) => ({ default: module.VisitorList })));
const StaffMailSettings = lazy(() => import('../screens/settings/staff-mail-settings').then((module) => ({ default: module.StaffMailSettings })));
const ReportsScreen = lazy(() => import('../screens/reports/reports-screen').then((module) => ({ default: module.ReportsScreen })));
const ReservationList = lazy(() => import('../screens/orders/desk-lists').then((module) => ({ default: module.ReservationList })));
const FlaggedList = lazy(() => import('../screens/orders/desk-lists').then((module) => ({ default: module.FlaggedList })));
const RefundSettings = lazy(() => import('../screens/settings/refund-settings').then((module) => ({ default: module.RefundSettings })));
// The door scanner is a phone's own app, paired by device rather than signed in: outside the office's shells.
const DoorApp = lazy(() => import('../screens/door/door-app').then((module) => ({ default: module.DoorApp })));
const VoucherEdit = lazy(() => import('../screens/passes-vouchers/voucher-pages').then((module) => ({ default: module.VoucherEdit })));

/** Paths below /office (the router's basename). */
export const OfficeRoutes = () => (
  <Routes>
    <Route path="door/*" element={<Suspense><DoorApp /></Suspense>} />
    <Route element={<SignedOutLayout />}>
      <Route path="sign-in" element={<SignIn />} />
      <Route path="set-up/:token" element={<SetUp />} />
    </Route>
    <Route element={<OfficeShell />}>
      <Route index element={<Start />} />
      <Route path="events" element={<Suspense><EventList /></Suspense>} />
      <Route path="events/new" element={<Suspense><EventNew /></Suspense>} />
      <Route path="events/:id" element={<Suspense><EventEdit /></Suspense>} />
      <Route path="tours" element={<Suspense><TourList /></Suspense>} />
      <Route path="tours/new" element={<Suspense><TourNew /></Suspense>} />
      <Route path="tours/categories" element={<Suspense><TourCategoryList /></Suspense>} />
      <Route path="tours/:id" element={<Suspense><TourEdit /></Suspense>} />
      <Route path="merchandise" element={<Suspense><ProductList /></Suspense>} />
      <Route path="merchandise/new" element={<Suspense><ProductNew /></Suspense>} />
      <Route path="merchandise/categories" element={<Suspense><CategoryList /></Suspense>} />
      <Route path="merchandise/:id" element={<Suspense><ProductEdit /></Suspense>} />
      <Route path="passes-vouchers" element={<Suspense><PassesVouchers /></Suspense>} />
      <Route path="passes-vouchers/voucher-groups" element={<Suspense><VoucherGroupList /></Suspense>} />
      <Route path="passes-vouchers/passes/new" element={<Suspense><PassNew /></Suspense>} />
      <Route path="passes-vouchers/passes/:id" element={<Suspense><PassEdit /></Suspense>} />
      <Route path="passes-vouchers/vouchers/new" element={<Suspense><VoucherNew /></Suspense>} />
      <Route path="passes-vouchers/vouchers/:id" element={<Suspense><VoucherEdit /></Suspense>} />
      <Route path="payment-shipping" element={<Suspense><PaymentShipping /></Suspense>} />
      <Route path="payment-shipping/shipping" element={<Suspense><ShippingTable /></Suspense>} />
      <Route path="payment-shipping/payment-types/new" element={<Suspense><PaymentTypeNew /></Suspense>} />
      <Route path="payment-shipping/payment-types/:payartId" element={<Suspense><PaymentTypeEdit /></Suspense>} />
      <Route path="suggestions" element={<Suspense><SuggestionRules /></Suspense>} />
      <Route path="orders" element={<Suspense><OrderList /></Suspense>} />
      <Route path="orders/:id" element={<Suspense><OrderDetail /></Suspense>} />
      <Route path="slots/:id/move" element={<Suspense><MoveVisitors /></Suspense>} />
      <Route path="slots/:id/cancel" element={<Suspense><CancelSlot /></Suspense>} />
      <Route path="slots/:id/cancellation" element={<Suspense><SlotCancellationList /></Suspense>} />
      <Route path="customers/:id" element={<Suspense><CustomerPage /></Suspense>} />
      <Route path="desk" element={<Suspense><Desk /></Suspense>} />
      <Route path="reports" element={<Suspense><ReportsScreen /></Suspense>} />
      <Route path="door-devices" element={<Suspense><DoorDevices /></Suspense>} />
      <Route path="door-conflicts" element={<Suspense><DoorConflicts /></Suspense>} />
      <Route path="reservations" element={<Suspense><ReservationList /></Suspense>} />
      <Route path="flagged-orders" element={<Suspense><FlaggedList /></Suspense>} />
      <Route path="slot-changes" element={<Suspense><SlotChangeList /></Suspense>} />
      <Route path="shipping" element={<Suspense><ShippingDesk /></Suspense>} />
      <Route path="shipping/:id" element={<Suspense><PackingList /></Suspense>} />
      <Route path="visitors" element={<Suspense><VisitorDay /></Suspense>} />
      <Route path="visitors/:id" element={<Suspense><VisitorList /></Suspense>} />
      <Route path="settings" element={<Suspense><SettingsScreen /></Suspense>} />
      <Route path="settings/staff-mail" element={<Suspense><StaffMailSettings /></Suspense>} />
      <Route path="settings/refunds" element={<Suspense><RefundSettings /></Suspense>} />
      <Route path="pages" element={<Suspense><PageList /></Suspense>} />
      <Route path="pages/navigation" element={<Suspense><NavigationLabels /></Suspense>} />
      <Route path="pages/:id" element={<Suspense><PageEdit /></Suspense>} />
      <Route path="staff" element={<StaffList />} />
      <Route path="staff/new" element={<StaffInvite />} />
      <Route path="staff/:id" element={<StaffEdit />} />
      <Route path="audit" element={<AuditLog />} />
      <Route path="*" element={<NotFound />} />
    </Route>
  </Routes>
);
