/**
 * The page's first currency format loads the number data of the browser's Intl, about 100 ms on a phone.
 * Done in a task of its own while the first screen's code downloads, it no longer lengthens the task that
 * renders the first list of prices; later formats of any language and currency find the data loaded.
 */
export const warmCurrencyFormat = (lang: string, currency: string): void => {
  setTimeout(() => {
    try {
      new Intl.NumberFormat(lang, { style: 'currency', currency }).format(0);
    } catch {
      // A currency Intl does not know fails where the shop formats it, with its own message.
    }
  }, 0);
};
