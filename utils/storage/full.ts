// Whether a storage write failed because the store is full. Chrome says "QUOTA_BYTES quota
// exceeded" (or "Resource::kQuotaBytes"), Firefox a QuotaExceededError or "storage is full"; a
// failing disk reads the same to the user. Every write that can fail is caught where it is made
// and worded there (docs/architecture.md#storage); this only tells the words apart.
export function isStorageFull(error: unknown): boolean {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const message = error instanceof Error || error instanceof DOMException ? error.message : String(error);
  return name === 'QuotaExceededError' || /quota|storage is full|disk (is )?full|no space/i.test(message);
}
