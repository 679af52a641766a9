// A laid-out page as a tree of boxes, for the logic that finds what is on screen (there is no layout
// in unit tests; the browser tests load real pages): each element's box, its children, how often
// boxes are read and what the browser's hit test would answer.

/** An element: its id, its box (left, top, width, height; none = not rendered), its children. */
export interface BoxSpec {
  id: string;
  box?: [left: number, top: number, width: number, height: number];
  kids?: BoxSpec[];
  /** A shadow host (open root). */
  host?: boolean;
}

export interface FakeElement {
  id: string;
  children: FakeElement[];
  shadowRoot: object | null;
  getBoundingClientRect(): DOMRect;
}

export function fakeLayout(body: BoxSpec, size = { w: 1200, h: 600 }) {
  let boxReads = 0;
  const hitTests: [number, number][] = [];
  /** In document order (the later painted on top). */
  const all: FakeElement[] = [];
  const make = (spec: BoxSpec): FakeElement => {
    const [left, top, width, height] = spec.box ?? [0, 0, 0, 0];
    const rect = { left, top, right: left + width, bottom: top + height, width, height, x: left, y: top } as DOMRect;
    const el: FakeElement = {
      id: spec.id,
      children: [],
      shadowRoot: spec.host ? {} : null,
      getBoundingClientRect: () => {
        boxReads++;
        return rect;
      },
    };
    all.push(el);
    el.children = (spec.kids ?? []).map(make);
    return el;
  };
  const root = make(body);
  const holds = (el: FakeElement, x: number, y: number) => {
    const r = el.getBoundingClientRect();
    return x >= r.left && x < r.right && y >= r.top && y < r.bottom;
  };
  const doc = {
    defaultView: {},
    body: root,
    documentElement: { clientWidth: size.w, clientHeight: size.h },
    elementFromPoint(x: number, y: number) {
      hitTests.push([x, y]);
      for (let i = all.length - 1; i >= 0; i--) if (holds(all[i] as FakeElement, x, y)) return all[i];
      return null;
    },
  } as unknown as Document;
  const ids = (found: readonly (Element | FakeElement | null | undefined)[] | undefined) =>
    found?.map((e) => (e as FakeElement | null | undefined)?.id);
  return {
    doc,
    root,
    hitTests,
    ids,
    /** Boxes read since the last call. */
    takeBoxReads: () => {
      const n = boxReads;
      boxReads = 0;
      return n;
    },
  };
}

/** `n` blocks one under the other, `height` px tall with `gap` px between them, as wide as `width`. */
export function stacked(prefix: string, n: number, height: number, gap = 0, width = 900, left = 24): BoxSpec[] {
  return Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, box: [left, i * (height + gap), width, height] }));
}
