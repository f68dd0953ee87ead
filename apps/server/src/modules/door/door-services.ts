import type { Db } from '../../db/database.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { DoorCountsService } from './door-counts.service.js';
import { DoorDevicesService } from './door-devices.service.js';
import { DoorDownloadService } from './door-download.service.js';
import { DoorScansService } from './door-scans.service.js';

export interface DoorServices {
  devices: DoorDevicesService;
  scans: DoorScansService;
  download: DoorDownloadService;
  counts: DoorCountsService;
}

/** The door's services over one database and shop resolver. */
export const doorServices = (db: Db, shops: ShopResolver, publicUrl: string): DoorServices => ({
  devices: new DoorDevicesService(db, shops, publicUrl),
  scans: new DoorScansService(db, shops),
  download: new DoorDownloadService(db, shops),
  counts: new DoorCountsService(db, shops),
});
