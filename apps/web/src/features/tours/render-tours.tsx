import { sectionScreens } from '../../test/render-screen';

/** A tour screen with the tours catalog, at the tour list unless `path` says otherwise. */
export const renderTours = sectionScreens('tours', 'guided-tours');
