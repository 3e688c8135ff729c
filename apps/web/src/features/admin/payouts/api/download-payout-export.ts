import { downloadFile } from '@/api/download';

export type PayoutExportFormat = 'xml' | 'csv';

/** GET /api/admin/transfers/export.{xml|csv}: the transfers accepted between two company days, for the bank. */
export function downloadPayoutExport(format: PayoutExportFormat, from: string, to: string): Promise<string> {
  const params = new URLSearchParams({ from, to });
  return downloadFile(`/api/admin/transfers/export.${format}?${params.toString()}`, { fallbackName: `payouts-${from}-${to}.${format}` });
}
