// Saves text as a file: a Blob URL and a temporary link, so nothing needs the downloads permission.
// The parts are joined by the Blob, so a large export is never one string.
export function downloadParts(parts: readonly BlobPart[], fileName: string, type = 'text/csv;charset=utf-8'): void {
  // The byte-order mark makes spreadsheet programs read a CSV file as UTF-8.
  const blob = new Blob(type.startsWith('text/csv') ? ['\ufeff', ...parts] : [...parts], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has taken its copy by then; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
