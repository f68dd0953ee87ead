/**
 * The museum date (YYYY-MM-DD) of an instant, today by default, in the museum's time zone: what the
 * shop's calendars mark as today and which day a time falls on. The browser's own time zone data, so
 * the buying screens load no zone arithmetic of their own.
 */
export const museumDay = (timeZone: string, at: Date | string = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(typeof at === 'string' ? new Date(at) : at);
