const parts = (iso: string, timeZone: string, options: Intl.DateTimeFormatOptions): Record<string, string> | null => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).formatToParts(date).map((part) => [part.type, part.value]));
};

/** SPEC §9 compact date d.m.Y of an instant on the museum's clock, the same in every language: "23.11.2029". */
export const museumDate = (iso: string, timeZone: string): string => {
  const p = parts(iso, timeZone, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return p ? `${p.day}.${p.month}.${p.year}` : iso;
};

/** DESIGN.md: the 24-hour clock everywhere, on the museum's clock: "14:30". */
export const museumTime = (iso: string, timeZone: string): string => {
  const p = parts(iso, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return p ? `${p.hour}:${p.minute}` : '';
};
