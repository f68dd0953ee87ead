import { CatalogGroupList, type CatalogGroupScreen } from './group-list';

const TOUR_CATEGORIES: CatalogGroupScreen = { path: 'tour-categories', backTo: '/tours', texts: 'tourCategories' };
const VOUCHER_GROUPS: CatalogGroupScreen = { path: 'voucher-groups', backTo: '/passes-vouchers', texts: 'voucherGroups' };

/** The categories the shop's tour list filters by, reached from the tours. */
export const TourCategoryList = () => <CatalogGroupList screen={TOUR_CATEGORIES} />;

/** The groups the shop's voucher list offers, reached from the passes and vouchers. */
export const VoucherGroupList = () => <CatalogGroupList screen={VOUCHER_GROUPS} />;
