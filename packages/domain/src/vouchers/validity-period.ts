/**
 * A period of whole months from a first day (YYYY-MM-DD), both ends inclusive: 12 months from
 * 2026-11-23 run to 2027-11-22. A first day that the last month lacks (31 January + 1 month) ends on
 * that month's last day, as calendars and date libraries agree.
 */
export const monthsFrom = (firstDay: string, months: number): { validFrom: string; validTo: string } => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(firstDay)) throw new RangeError(`not a day: ${firstDay}`);
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`months must be a whole number above 0, not ${months}`);
  const [year, month, day] = firstDay.split('-').map(Number) as [number, number, number];
  const targetMonth = month - 1 + months;
  const lastDayOfTarget = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(year, targetMonth, Math.min(day, lastDayOfTarget)));
  end.setUTCDate(end.getUTCDate() - 1);
  return { validFrom: firstDay, validTo: end.toISOString().slice(0, 10) };
};
