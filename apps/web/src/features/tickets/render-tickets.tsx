import { sectionScreens } from '../../test/render-screen';

/** A ticket screen with the tickets catalog, at the event list unless `path` says otherwise. */
export const renderTickets = sectionScreens('tickets', 'tickets');
