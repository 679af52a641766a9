// The names of our two shadow hosts in the page. Here, apart from the UI (ui.ts, loaded on demand),
// because the content script itself needs them: the page scanner skips both.

/** The chip's and card's host (ui.ts). */
export const UI_HOST_NAME = 'number-check-ui';
/**
 * The verdict marks' host (verdict-overlay.ts): apart from the chip's, since it stays while the cache
 * knows numbers. Its name starts with UI_HOST_NAME, so the page scanner skips it like the other.
 */
export const MARKS_HOST_NAME = `${UI_HOST_NAME}-marks`;
