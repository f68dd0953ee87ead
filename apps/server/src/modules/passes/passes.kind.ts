import { shopKind } from '../commerce/public.js';
import { annualPassLineKind } from './annual-pass-line-kind.js';
import { registerPassesOfficeRoutes } from './passes-office.routes.js';
import { PassesOfficeService } from './passes-office.service.js';

/** Annual passes: products of the catalog's merchandise, sold as a kind of their own that issues pass cards. */
export const passesKind = shopKind({
  name: 'passes',
  catalog: undefined,
  compose: ({ db, shops }) => ({
    lines: { annualPass: annualPassLineKind },
    registerOfficeRoutes: (office, requireStaff) => registerPassesOfficeRoutes(office, new PassesOfficeService(db, shops), requireStaff),
  }),
});
