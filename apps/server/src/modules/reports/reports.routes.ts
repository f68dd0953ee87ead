import { officeReportExportQuerySchema, officeReportParamsSchema, officeReportQuerySchema, officeReportResponseSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import { noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import { reportCsv, reportXlsx } from './report-export.js';
import type { ReportsService } from './reports.service.js';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The reports (docs/office.md "Reports"): owners and accountants; the box office the day's takings of today. */
export const registerReportsRoutes = (parent: FastifyInstance, reports: ReportsService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const readers = requireStaff({ roles: ['owner', 'accountant', 'box-office'] });

  app.get('/reports/:report', { preValidation: readers, schema: { params: officeReportParamsSchema, querystring: officeReportQuerySchema, response: { 200: officeReportResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await reports.report(request.params.report, request.query, signedInStaff(request), officeMessageLanguage(request)) }),
  );

  app.get('/reports/:report/export', { preValidation: readers, schema: { params: officeReportParamsSchema, querystring: officeReportExportQuerySchema, response: officeErrors } }, async (request, reply) => {
    const { format, ...query } = request.query;
    const report = await reports.report(request.params.report, query, signedInStaff(request), officeMessageLanguage(request));
    const file = format === 'csv' ? reportCsv(report) : await reportXlsx(report);
    return noStore(reply)
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${report.report}-${report.from}-${report.to}.${format}"`)
      .send(file);
  });
};
