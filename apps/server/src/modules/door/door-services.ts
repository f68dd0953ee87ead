import type { Db } from '../../db/database.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { DoorCountsService } from './door-counts.service.js';
import { DoorDevicesService } from './door-devices.service.js';
import { DoorDownloadService } from './door-download.service.js';
import type { DoorServices } from './door.routes.js';
import { DoorScansService } from './door-scans.service.js';

/** The door's services over one database and shop resolver. */
export const doorServices = (db: Db, shops: ShopResolver): DoorServices => ({
  devices: new DoorDevicesService(db, shops),
  scans: new DoorScansService(db, shops),
  download: new DoorDownloadService(db, shops),
  counts: new DoorCountsService(db, shops),
});
