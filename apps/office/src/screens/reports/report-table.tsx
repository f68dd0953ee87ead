import { useId } from 'react';
import type { OfficeReport } from '../../lib/api/types';
import { cellText, isFigure, type CellFormat } from './report-cells';

/**
 * A report as a table: its headings as the server wrote them, a row per row, the total at the
 * foot. It scrolls sideways on a phone, and being focusable, by keyboard too.
 */
export const ReportTable = ({ report, format }: { report: OfficeReport; format: CellFormat }) => {
  const id = useId();
  const cells = (row: OfficeReport['rows'][number]) =>
    report.columns.map((column, index) => {
      const text = cellText(column, row[column.key] ?? null, format);
      const className = isFigure(column) ? 'report-figure' : undefined;
      return index === 0 ? (
        <th key={column.key} scope="row" className={className}>
          {text}
        </th>
      ) : (
        <td key={column.key} className={className}>
          {text}
        </td>
      );
    });
  return (
    <div className="report-table" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table>
        <caption id={`${id}-caption`}>{report.title}</caption>
        <thead>
          <tr>
            {report.columns.map((column) => (
              <th key={column.key} scope="col" className={isFigure(column) ? 'report-figure' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row, index) => (
            <tr key={index}>{cells(row)}</tr>
          ))}
        </tbody>
        {report.totals !== null && (
          <tfoot>
            <tr>{cells(report.totals)}</tr>
          </tfoot>
        )}
      </table>
    </div>
  );
};
