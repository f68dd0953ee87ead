/**
 * The carriers a museum posts with, each with the address of its tracking page for one parcel
 * (`{number}`: the tracking number, URL-encoded). `other` is a link staff type themselves.
 */
export const CARRIERS = ['swiss-post', 'dhl', 'dpd', 'ups', 'la-poste', 'gls', 'postnl', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];
export type KnownCarrier = Exclude<Carrier, 'other'>;

export const CARRIER_TRACKING_PAGES: Record<KnownCarrier, string> = {
  'swiss-post': 'https://service.post.ch/ekp-web/ui/entry/search/{number}',
  dhl: 'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id={number}',
  dpd: 'https://tracking.dpd.de/status/en_US/parcel/{number}',
  ups: 'https://www.ups.com/track?tracknum={number}',
  'la-poste': 'https://www.laposte.fr/outils/suivre-vos-envois?code={number}',
  gls: 'https://gls-group.com/track/{number}',
  postnl: 'https://jouw.postnl.nl/track-and-trace/{number}',
};

/** How a parcel was sent, as staff typed it. */
export interface ShipmentTracking {
  carrier: Carrier | null;
  trackingNumber: string | null;
  /** Only for `other`: an https link to the parcel's page. */
  trackingUrl: string | null;
}

/**
 * The link the customer's mail carries: the carrier's page for the number, the typed link for
 * `other`, or none (no carrier, or a known carrier without a number).
 */
export const trackingLink = ({ carrier, trackingNumber, trackingUrl }: ShipmentTracking): string | null => {
  if (carrier === null) return null;
  if (carrier === 'other') return trackingUrl;
  if (trackingNumber === null || trackingNumber === '') return null;
  return CARRIER_TRACKING_PAGES[carrier].replace('{number}', encodeURIComponent(trackingNumber));
};
