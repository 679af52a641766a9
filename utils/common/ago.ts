// A past moment the way people say it ("3 min ago"); the date beyond a week. Plain, so a content
// script can use it without the UI library.
export function formatAgo(at: number, now: number = Date.now()): string {
  const seconds = Math.round((now - at) / 1000);
  // A clock read a moment before the event (a ticking "now" in a page) is still "just now".
  if (seconds < -60) return new Date(at).toLocaleString();
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return new Date(at).toLocaleDateString();
}
