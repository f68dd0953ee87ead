/** What the office's catalog editors share: texts as the catalog writes them, and the one picture an edit changes. */
import type { LocalizedText } from '@foyer/contract';

/** The languages with a text: the office sends an emptied language as an empty text. */
export const writtenTexts = (localized: LocalizedText): LocalizedText => Object.fromEntries(Object.entries(localized).filter(([, text]) => text !== ''));

export interface CatalogImage {
  src: string;
  alt: LocalizedText;
}

/** The pictures after an edit of the first: the others (a file may hold more) stay. */
export const picturesAfterEdit = (stored: string | undefined, image: string | null, alt: LocalizedText): CatalogImage[] => {
  const others = stored === undefined ? [] : (JSON.parse(stored) as CatalogImage[]).slice(1);
  return image === null ? others : [{ src: image, alt: writtenTexts(alt) }, ...others];
};

