export interface PageViewTracker {
  trackView: (screenName: string, path: string) => void;
}

/** SPEC §1/§9 defaults. */
export const DATA_LAYER_NAME = 'dataLayer';
export const VIEW_EVENT = 'content-view';

/**
 * Loads @gtm-support/core only when a tag-manager id is configured. An id that does not match the
 * GTM-/G- pattern is reported as an error and analytics stays off, so the shop keeps working.
 */
export const startTagManager = async (id: string): Promise<PageViewTracker | null> => {
  const { GtmSupport } = await import('@gtm-support/core');
  try {
    const gtm = new GtmSupport({
      id,
      dataLayerName: DATA_LAYER_NAME,
      trackViewEventProperty: VIEW_EVENT,
      debug: true,
      loadScript: true,
      enabled: true,
    });
    gtm.enable(true);
    return gtm;
  } catch (error) {
    console.error(error);
    return null;
  }
};
