// Durations stored in minutes, shown to people in the largest whole unit ("1 day", not "1440"),
// worded by Intl in the UI's language ("1 Tag", "36 heures").
import { cached } from '../i18n/figures';

export const DURATION_UNITS = ['minutes', 'hours', 'days'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const MINUTES_PER: Record<DurationUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 };

const INTL_UNIT: Record<DurationUnit, string> = { minutes: 'minute', hours: 'hour', days: 'day' };

const unitFormat = cached(
  (locale, unit) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 2 }),
);

/** The largest unit in which `minutes` is a whole number (or a half, for hours and days). */
export function bestUnit(minutes: number): { value: number; unit: DurationUnit } {
  for (const unit of ['days', 'hours'] as const) {
    const value = minutes / MINUTES_PER[unit];
    if (minutes > 0 && value >= 1 && Number.isInteger(value * 2)) return { value, unit };
  }
  return { value: minutes, unit: 'minutes' };
}

export function toMinutes(value: number, unit: DurationUnit): number {
  return value * MINUTES_PER[unit];
}

/** "1 day", "36 hours", "30 minutes", "1.5 hours"; 0 is "off" where the caller says so. */
export function durationWords(minutes: number): string {
  const { value, unit } = bestUnit(minutes);
  return unitFormat(INTL_UNIT[unit]).format(value);
}
