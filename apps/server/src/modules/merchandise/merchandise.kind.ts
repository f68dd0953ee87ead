import { shopKind } from '../commerce/public.js';
import { merchandiseCatalog } from './merchandise-catalog.js';
import { CategoriesOfficeService } from './categories-office.service.js';
import { merchandiseLineKind } from './merchandise-line-kind.js';
import { registerMerchandiseOfficeRoutes } from './merchandise-office.routes.js';
import { registerMerchandiseRoutes } from './merchandise.routes.js';
import { MerchandiseService } from './merchandise.service.js';
import { ProductsOfficeService } from './products-office.service.js';

/** Goods from the museum shop: stock, weights, shipping. */
export const merchandiseKind = shopKind({
  name: 'merchandise',
  catalog: merchandiseCatalog,
  compose: ({ db, shops }) => {
    const merchandise = new MerchandiseService(db, shops);
    const office = { products: new ProductsOfficeService(db, shops), categories: new CategoriesOfficeService(db, shops) };
    return {
      lines: { merchandise: merchandiseLineKind(merchandise) },
      registerRoutes: (api) => registerMerchandiseRoutes(api, merchandise),
      registerOfficeRoutes: (api, requireStaff) => registerMerchandiseOfficeRoutes(api, office, requireStaff),
    };
  },
});
