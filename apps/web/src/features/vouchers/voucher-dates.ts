/** SPEC §9 compact date d.m.Y, the same in every language: 2029-11-23 is "23.11.2029". */
export const formatCompactDate = (isoDay: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDay;
};
