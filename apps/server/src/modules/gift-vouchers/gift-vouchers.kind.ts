import { shopKind } from '../commerce/public.js';
import { giftVouchersCatalog } from './gift-vouchers-catalog.js';
import { registerGiftVouchersOfficeRoutes } from './gift-vouchers-office.routes.js';
import { GiftVouchersOfficeService } from './gift-vouchers-office.service.js';
import { registerGiftVoucherRoutes } from './gift-vouchers.routes.js';
import { GiftVouchersService } from './gift-vouchers.service.js';
import { voucherGroups } from './voucher-groups.js';
import { voucherLineKind } from './voucher-line-kind.js';

/** Gift vouchers: fixed or chosen amounts, each paid line issuing a code with its balance. */
export const giftVouchersKind = shopKind({
  name: 'gift-vouchers',
  catalog: giftVouchersCatalog,
  catalogGroups: [voucherGroups],
  compose: ({ db, shops }) => ({
    lines: { voucher: voucherLineKind },
    registerRoutes: (api) => registerGiftVoucherRoutes(api, new GiftVouchersService(db, shops)),
    registerOfficeRoutes: (office, requireStaff) => registerGiftVouchersOfficeRoutes(office, new GiftVouchersOfficeService(db, shops), requireStaff),
  }),
});
