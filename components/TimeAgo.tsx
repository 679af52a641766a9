// A moment shown the way people say it ("3 min ago"), with the exact time one hover away.
import { formatAgo, formatDateTime } from '@/utils/i18n/format';

export { formatAgo };

export function TimeAgo({ at, now }: { at: number; now?: number }) {
  const date = new Date(at);
  return (
    <time class="nc-time" dateTime={date.toISOString()} title={formatDateTime(at)}>
      {formatAgo(at, now)}
    </time>
  );
}
