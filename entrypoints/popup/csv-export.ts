// History as a CSV file: a Blob URL and a temporary link, so nothing needs the downloads permission.
import { type CheckRecord, toCsv } from '@/utils/checks/check-record';

export function historyFileName(now = new Date()): string {
  return `number-check-history-${now.toISOString().slice(0, 10)}.csv`;
}

export function downloadCsv(records: readonly CheckRecord[]): void {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\ufeff', toCsv(records)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = historyFileName();
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has taken its copy by then; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
