import { z } from 'zod';
import { langSchema, localizedTextSchema } from '../common/languages.js';
import { envelope } from '../common/envelope.js';
import { SOCIAL_ICONS, TERMS_LINK_KEYS } from '../constants.js';

/** Banner image addresses are relative to the public base (SPEC §3: base stripped, empty images removed). */
export const bannerSchema = z.object({
  image: z.string(),
  image_mobile: z.string(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  alt: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const socialLinkSchema = z.object({
  name: z.enum(SOCIAL_ICONS),
  url: z.string().url(),
  sequence_no: z.number().int(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const logoSchema = z.object({
  image: z.string(),
  url: z.string().url().nullable(),
  alt: z.string(),
});

export const partnerLogoGroupSchema = z.object({
  name: localizedTextSchema,
  logos: z.array(logoSchema),
});
export type PartnerLogoGroup = z.infer<typeof partnerLogoGroupSchema>;

export const sponsorGroupSchema = z.object({
  name: z.string(),
  sponsors: z.array(logoSchema),
});
export type SponsorGroup = z.infer<typeof sponsorGroupSchema>;

export const termsLinkKeySchema = z.enum(TERMS_LINK_KEYS);

/** Custom terms links per language; a missing entry means the shop's own static page. */
export const termsLinksSchema = z.partialRecord(
  langSchema,
  z.partialRecord(termsLinkKeySchema, z.object({ url: z.string(), title: z.string() })),
);
export type TermsLinks = z.infer<typeof termsLinksSchema>;

export const shopMetaSchema = z.object({
  museum_name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string().length(2),
  email: z.string().email(),
  phone: z.string(),
  opening_hours: z.string(),
  description: z.string(),
});

/** `shopinfo`: static content of SPEC §7 (banners, social_media, cookie_warning) with meta, in the request language. */
export const shopInfoSchema = z.object({
  banners: z.array(z.array(bannerSchema)),
  social_media: z.array(socialLinkSchema),
  cookie_warning: z.string(),
  partner_logos: z.array(partnerLogoGroupSchema),
  sponsor_groups: z.array(sponsorGroupSchema),
  terms_links: z.partialRecord(termsLinkKeySchema, z.object({ url: z.string(), title: z.string() })),
  meta: shopMetaSchema,
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;
export const shopInfoResponseSchema = envelope(shopInfoSchema);

/** `static`: the same content as `shopinfo`, without meta. */
export const staticContentSchema = shopInfoSchema.omit({ meta: true });
export type StaticContent = z.infer<typeof staticContentSchema>;
export const staticContentResponseSchema = envelope(staticContentSchema);
