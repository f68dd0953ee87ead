import { museumDate, reportBucketStart, reportPeriodOf, reportPeriodsBetween, zoneOffsetsBetween } from '@foyer/domain';
import { sql, type RawBuilder } from 'kysely';
import type { ReportContext } from './report-definition.js';

/**
 * The bucket the database groups an instant column by: the UTC hour, or the quarter hour where the
 * museum's offset in the range is not a whole hour. A bucket lies within one museum date, so the days,
 * weeks and months are added up from at most a few thousand buckets a year instead of every row.
 * `column` is a qualified column name written into the statement, never a value from a request.
 */
export const bucketOf = (ctx: ReportContext, column: string): RawBuilder<string> => {
  const instant = sql.ref(column);
  const quarters = zoneOffsetsBetween(ctx.range.start, ctx.range.end, ctx.shop.settings.time_zone).some((offset) => offset.minutes % 60 !== 0);
  return quarters ? sql<string>`substr(${instant}, 1, 14) || cast(cast(substr(${instant}, 15, 2) as integer) / 15 as text)` : sql<string>`substr(${instant}, 1, 13)`;
};

/** Every day, week or month of the range, in order: the report's rows, empty ones included. */
export const periodsOf = <T>(ctx: ReportContext, empty: () => T): Map<string, T> => new Map(reportPeriodsBetween(ctx.range.from, ctx.range.to, ctx.period).map((period) => [period, empty()]));

/** The museum's day, week or month a bucket falls in. */
export const periodOfBucket = (ctx: ReportContext, bucket: string): string => reportPeriodOf(museumDate(reportBucketStart(bucket), ctx.shop.settings.time_zone), ctx.period);
