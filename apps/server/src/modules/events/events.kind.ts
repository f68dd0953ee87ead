import { shopKind } from '../commerce/public.js';
import { eventsCatalog } from './events-catalog.js';
import { registerEventsOfficeRoutes } from './events-office.routes.js';
import { EventsOfficeService } from './events-office.service.js';
import { registerEventsRoutes } from './events.routes.js';
import { SlotChangesService } from './slot-changes.service.js';
import { EventsService } from './events.service.js';
import { ticketLineKind } from './ticket-line-kind.js';

/** Timed and day admission: one line kind sells both ticket types. */
export const eventsKind = shopKind({
  name: 'events',
  catalog: eventsCatalog,
  compose: ({ db, shops, publicUrl }) => {
    const events = new EventsService(db, shops);
    const tickets = ticketLineKind(db, events);
    const office = new EventsOfficeService(db, shops, publicUrl);
    return {
      lines: { ticket: tickets, dayTicket: tickets },
      registerRoutes: (api) => registerEventsRoutes(api, events),
      registerOfficeRoutes: (api, requireStaff) => registerEventsOfficeRoutes(api, { events: office, slotChanges: new SlotChangesService(db, shops) }, requireStaff),
    };
  },
});
