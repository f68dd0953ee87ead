import type { ReactElement } from 'react';
import { renderScreen, type ScreenOptions } from '../../test/render-screen';

/** A ticket screen with the tickets catalog, at the event list unless `path` says otherwise. */
export const renderTickets = (ui: ReactElement, { lang = 'en', path = `/${lang}/tickets`, data }: ScreenOptions = {}) => renderScreen(ui, 'tickets', { lang, path, data });
