import type { Lang } from '@foyer/contract';

export interface BootedAnswer<T> {
  data: T;
  /** When the page arrived: the screen treats the data as fetched then. */
  at: number;
}

/**
 * An answer the server's page carried (the event list of an event page, the tour of a tour page), kept
 * from startup until its screen asks for it: handed out once, and only for the language it was made for.
 */
export const bootAnswer = <T>() => {
  let kept: { lang: Lang; answer: BootedAnswer<T> } | null = null;
  return {
    keep: (lang: Lang, data: T, at: number = Date.now()): void => {
      kept = { lang, answer: { data, at } };
    },
    take: (lang: Lang, matches: (data: T) => boolean = () => true): BootedAnswer<T> | undefined => {
      const found = kept !== null && kept.lang === lang && matches(kept.answer.data) ? kept.answer : undefined;
      kept = null;
      return found;
    },
  };
};
