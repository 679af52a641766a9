// The numbers in a page's form fields and editable regions, read when "On this page" asks (a
// field's value changes as the person types, without any change to the DOM, so it is read then,
// not followed). The text goes to the same detector as the page's (the background, never the
// network); each field is sent again only when its text changed since the last read.
import { createCandidatePattern } from '../phone/prefilter';
import type { BatchDetector, DetectItem } from './detect-batch';
import { MAX_ITEM_CHARS } from './detect-batch';
import { FIELD_SELECTOR, fieldText, isReadableField } from './field-text';
import { detectionWindows } from './text-reading';

/** One number typed in a field, as "On this page" lists it. */
export interface FieldNumber {
  number: string;
  text: string;
}

/** Fields read at most per page. */
export const MAX_FIELDS = 500;

/** The readable fields of a document and of the shadow roots given, in tree order, skipping our own UI. */
export function fieldsIn(
  scopes: readonly (Document | ShadowRoot)[],
  skip: (el: Element) => boolean,
  max = MAX_FIELDS,
): Element[] {
  const out: Element[] = [];
  for (const scope of scopes) {
    for (const el of scope.querySelectorAll(FIELD_SELECTOR)) {
      if (!isReadableField(el) || skip(el)) continue;
      out.push(el);
      if (out.length >= max) return out;
    }
  }
  return out;
}

export class FieldNumbers {
  /** What each field held at its last read, and the numbers found in it. */
  private readonly known = new WeakMap<Element, { text: string; numbers: FieldNumber[] }>();
  /** Whether a field's text may hold a number at all (the reading's own test, prefilter.ts). */
  private readonly candidate = createCandidatePattern();

  constructor(private readonly detector: () => BatchDetector | undefined) {}

  /**
   * Reads the fields now and resolves with their numbers, in the fields' order (empty for a field
   * whose detector answer never came).
   */
  read(fields: readonly Element[]): Promise<FieldNumber[]> {
    const texts = fields.map((f) => fieldText(f));
    const asked: { field: Element; text: string; items: DetectItem[]; offsets: number[] }[] = [];
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] as Element;
      const text = texts[i] as string;
      if (this.known.get(field)?.text === text) continue;
      if (!this.candidate.test(text)) {
        this.known.set(field, { text, numbers: [] });
        continue;
      }
      const windows = detectionWindows(text, MAX_ITEM_CHARS);
      asked.push({
        field,
        text,
        items: windows.map((w) => ({ text: text.slice(w.start, w.end) })),
        offsets: windows.map((w) => w.start),
      });
    }
    const listAll = () =>
      fields.flatMap((f, i) => (this.known.get(f)?.text === texts[i] ? (this.known.get(f)?.numbers ?? []) : []));
    const detector = this.detector();
    if (asked.length === 0 || !detector) return Promise.resolve(listAll());
    return new Promise((resolve) => {
      detector.detect(
        asked.flatMap((a) => a.items),
        (results) => {
          let k = 0;
          for (const a of asked) {
            const numbers: FieldNumber[] = [];
            for (let w = 0; w < a.items.length; w++) {
              const offset = a.offsets[w] ?? 0;
              for (const m of results[k++]?.matches ?? [])
                numbers.push({ number: m.number, text: a.text.slice(m.start + offset, m.end + offset) });
            }
            this.known.set(a.field, { text: a.text, numbers });
          }
          resolve(listAll());
        },
        () => resolve(listAll()),
      );
    });
  }
}
