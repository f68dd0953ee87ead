import { shopKind } from '../commerce/public.js';
import { tourCategories } from './tour-categories.js';
import { tourLineKind } from './tour-line-kind.js';
import { toursCatalog } from './tours-catalog.js';
import { toursMigrations } from './tours.migration.js';
import { registerToursOfficeRoutes } from './tours-office.routes.js';
import { ToursOfficeService } from './tours-office.service.js';
import { registerToursRoutes } from './tours.routes.js';
import { ToursService } from './tours.service.js';

/** Guided tours: booked per slot and language, with group sizes and questions. */
export const toursKind = shopKind({
  name: 'tours',
  catalog: toursCatalog,
  migrations: toursMigrations,
  catalogGroups: [tourCategories],
  compose: ({ db, shops, publicUrl }) => {
    const tours = new ToursService(db, shops);
    const office = new ToursOfficeService(db, shops, publicUrl);
    return {
      lines: { guidedTour: tourLineKind(tours) },
      registerRoutes: (api) => registerToursRoutes(api, tours),
      registerOfficeRoutes: (api, requireStaff) => registerToursOfficeRoutes(api, office, requireStaff),
    };
  },
});
