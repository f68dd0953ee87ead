import type { Lang } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import { regionalTexts } from '../../kernel/regional-texts.js';
import type { ShopSettings } from '../../kernel/shop-context.js';
import da from './fulfilment-messages/da.json' with { type: 'json' };
import deDE from './fulfilment-messages/de-DE.json' with { type: 'json' };
import de from './fulfilment-messages/de.json' with { type: 'json' };
import en from './fulfilment-messages/en.json' with { type: 'json' };
import es from './fulfilment-messages/es.json' with { type: 'json' };
import fr from './fulfilment-messages/fr.json' with { type: 'json' };
import it from './fulfilment-messages/it.json' with { type: 'json' };
import nl from './fulfilment-messages/nl.json' with { type: 'json' };
import sv from './fulfilment-messages/sv.json' with { type: 'json' };

export type FulfilmentMessages = typeof en;
export const FULFILMENT_MESSAGES: Record<Lang, FulfilmentMessages> = { da, de, en, es, fr, it, nl, sv };
const OVERLAYS: Record<string, Partial<FulfilmentMessages>> = { 'de-DE': deDE };

/** The texts of the shipping mail and the staff mails in `lang`, written for the museum's region, and how numbers and dates are formatted there. */
export const fulfilmentTexts = (lang: Lang, settings: ShopSettings): { m: FulfilmentMessages; locale: string } => {
  const locale = formatLocale(lang, settings.meta.country);
  return { m: regionalTexts(FULFILMENT_MESSAGES, OVERLAYS, lang, locale), locale };
};
