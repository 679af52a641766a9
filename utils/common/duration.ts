// Durations stored in minutes, shown to people in the largest whole unit ("1 day", not "1440").

export const DURATION_UNITS = ['minutes', 'hours', 'days'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const MINUTES_PER: Record<DurationUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 };

const NAMES: Record<DurationUnit, [string, string]> = {
  minutes: ['minute', 'minutes'],
  hours: ['hour', 'hours'],
  days: ['day', 'days'],
};

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
  const [one, other] = NAMES[unit];
  return `${value.toLocaleString('en-US')} ${value === 1 ? one : other}`;
}
