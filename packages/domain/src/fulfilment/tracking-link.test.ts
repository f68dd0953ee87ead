import { describe, expect, it } from 'vitest';
import { trackingLink } from './tracking-link.js';

describe('trackingLink', () => {
  it.each([
    { name: 'Swiss Post with a number', tracking: { carrier: 'swiss-post', trackingNumber: '99.00.123456.12345678', trackingUrl: null }, link: 'https://service.post.ch/ekp-web/ui/entry/search/99.00.123456.12345678' },
    { name: 'DHL with a number', tracking: { carrier: 'dhl', trackingNumber: 'JD014600003', trackingUrl: null }, link: 'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=JD014600003' },
    { name: 'UPS, the number encoded', tracking: { carrier: 'ups', trackingNumber: '1Z 999 AA1', trackingUrl: null }, link: 'https://www.ups.com/track?tracknum=1Z%20999%20AA1' },
    { name: 'La Poste', tracking: { carrier: 'la-poste', trackingNumber: '6A12345678901', trackingUrl: null }, link: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901' },
    { name: 'a typed link', tracking: { carrier: 'other', trackingNumber: 'A1', trackingUrl: 'https://courier.example/parcel/A1' }, link: 'https://courier.example/parcel/A1' },
    { name: 'a known carrier without a number', tracking: { carrier: 'dpd', trackingNumber: null, trackingUrl: null }, link: null },
    { name: 'an empty number', tracking: { carrier: 'dpd', trackingNumber: '', trackingUrl: null }, link: null },
    { name: 'no carrier', tracking: { carrier: null, trackingNumber: '123', trackingUrl: null }, link: null },
  ] as const)('$name', ({ tracking, link }) => expect(trackingLink(tracking)).toBe(link));
});
