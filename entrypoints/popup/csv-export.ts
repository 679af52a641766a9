// History as a CSV file.
import { downloadParts } from '@/components/download-file';
import { type CheckRecord, toCsv } from '@/utils/checks/check-record';

export function historyFileName(now = new Date()): string {
  return `number-check-history-${now.toISOString().slice(0, 10)}.csv`;
}

export function downloadCsv(records: readonly CheckRecord[]): void {
  downloadParts([toCsv(records)], historyFileName());
}
