// Phone detection in batches. The detector runs once, in the background, for every page: a content
// script sends the texts of the blocks it read and gets back the numbers in them. That keeps the
// detector and its numbering data out of every frame, keeps it warm from page to page, and takes
// the heaviest part of reading a page off the page's main thread (measured in
// dev/bench/highlight.ts). Text goes from the page's process to the extension's own worker, never
// to the network. The background's side is detect-items.ts (kept apart: this file is also the
// content script's, which must not pull in the numbering data).
import type { CountryCode } from 'libphonenumber-js/core';
import type { PhoneMatch } from '../phone/detect';

/** One text to read, with the `href`s of the `tel:` links inside it (their numbers are wanted too). */
export interface DetectItem {
  text: string;
  hrefs?: string[];
  /** The country of the section the text is in, from its own `lang` ("fr-FR"), when the page's country is used. */
  country?: CountryCode;
}

/** What an item holds: its numbers, and the number of each of its `tel:` links (undefined: none). */
export interface DetectResult {
  matches: PhoneMatch[];
  tels?: (string | undefined)[];
}

/**
 * Something that finds the numbers of several texts at once: the background, over a port, on a
 * page; the detector itself, synchronously, in tests. `done` gets one result per item, in order;
 * `failed` is called instead when no answer can come.
 */
export interface BatchDetector {
  detect(items: readonly DetectItem[], done: (results: DetectResult[]) => void, failed: () => void): void;
}

/** Longest text in one item, so reading one item is a short task for whoever reads it. */
export const MAX_ITEM_CHARS = 8_000;
/**
 * Characters per batch a content script sends: big enough that a page of 10,000 numbers takes a few
 * dozen messages, small enough that the background answers each in a few milliseconds.
 */
export const BATCH_CHARS = 32_000;
/** What the background accepts in one batch: a batch is cut after the item that crosses BATCH_CHARS. */
export const MAX_BATCH_CHARS = BATCH_CHARS + MAX_ITEM_CHARS;
/** Items per batch the background accepts (a batch of short texts, each one table cell). */
export const MAX_BATCH_ITEMS = 4_000;
/** `tel:` links per item, and characters per link, the background reads. */
export const MAX_HREFS = 200;
export const MAX_HREF_CHARS = 2_000;
