// Builds compared in one run take turns going first, so that neither gains from the order (the
// machine's moments, a browser's warmth): the order of one round, each with its place in `items`.

/** `items` with their indices, in order for an even `round`, reversed for an odd one. */
export function inTurn<T>(items: readonly T[], round: number): [T, number][] {
  const order = items.map((item, k): [T, number] => [item, k]);
  return round % 2 === 0 ? order : order.reverse();
}
