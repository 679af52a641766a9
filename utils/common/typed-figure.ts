// A figure as a person types it into a setting, a decimal comma allowed ("1,5").
/** The number typed, or undefined when the field is empty or holds no number. */
export function readTypedFigure(draft: string): number | undefined {
  const text = draft.trim();
  if (text === '') return undefined;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}
