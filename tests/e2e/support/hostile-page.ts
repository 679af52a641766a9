// The hostile test page (pages/hostile-events.html) as both suites drive it: its two numbers, the
// tricks its script offers, and the tricks the specs play with it. The `…InPage` functions run in
// the page's own world, passed to `evaluate`: they must stay self-contained.

/** The two numbers of the page: A (id "a") and B (id "b"). */
export const HOSTILE_A = '+44 20 7946 0018';
export const HOSTILE_B = '+44 20 7946 0019';

/** What the page's own script offers the specs (it could do all of it to a real user). */
export type HostilePage = {
  fakeHover(id: string, times?: number): void;
  fakeRightClick(id: string, times?: number): void;
  measureUi(id: string): { box: unknown; style: string; hits: string; hitsOne: string; hitCount: number } | undefined;
  coverChip(): void;
  coveredAt?: number;
  /** Opened with `?ext=<id>`: sends the started event of WXT's old context (sent once already, before our script). */
  forgeStarted(): void;
  /** The type of every started event the page heard that it did not send itself. */
  startedHeard: string[];
};

/** In the page: fifty fake hovers of A and fake right-clicks of A and of plain text. */
export function fakeHoversAndRightClicksInPage(): void {
  const w = window as unknown as HostilePage;
  w.fakeHover('a', 50);
  w.fakeRightClick('a', 50);
  w.fakeRightClick('plain', 50);
}

/** In the page: fake right-clicks elsewhere (plain text, then B), after a person's right-click. */
export function fakeRightClicksElsewhereInPage(): void {
  const w = window as unknown as HostilePage;
  w.fakeRightClick('plain', 20);
  w.fakeRightClick('b', 20);
}

/** In the page: fifty fake hovers of A. */
export function fakeHoversInPage(): void {
  (window as unknown as HostilePage).fakeHover('a', 50);
}

/** In the page: what its script can measure of our UI while the chip for `id` shows. */
export function measureUiInPage(id: string): ReturnType<HostilePage['measureUi']> {
  return (window as unknown as HostilePage).measureUi(id);
}

/** In the page: moves our fixed host (the root becomes its containing block), as a page can just before a click. */
export function moveRootInPage(): void {
  document.documentElement.style.transform = 'translate(37px, 23px)';
}

/**
 * The hostile page's address for a page that knows the extension's id `extensionId`: in the
 * fragment, so the page's address without it is what finds its tab (`tabs.query` matches no fragment).
 */
export function knowingOurId(siteUrl: string, extensionId: string): { url: string; tabUrl: string } {
  const tabUrl = `${siteUrl}/hostile-events.html`;
  return { url: `${tabUrl}#ext=${encodeURIComponent(extensionId)}`, tabUrl };
}

/** In the page: the started event sent again, as a page can at any time (fifty times). */
export function forgeStartedInPage(): void {
  for (let i = 0; i < 50; i++) (window as unknown as HostilePage).forgeStarted();
}

/** In the page: what it heard of our start. */
export function startedHeardInPage(): string[] {
  return (window as unknown as HostilePage).startedHeard;
}
