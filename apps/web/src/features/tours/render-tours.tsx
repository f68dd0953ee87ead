import type { ReactElement } from 'react';
import { renderScreen, type ScreenOptions } from '../../test/render-screen';

/** A tour screen with the tours catalog, at the tour list unless `path` says otherwise. */
export const renderTours = (ui: ReactElement, { lang = 'en', path = `/${lang}/guided-tours` }: Omit<ScreenOptions, 'data'> = {}) => renderScreen(ui, 'tours', { lang, path });
