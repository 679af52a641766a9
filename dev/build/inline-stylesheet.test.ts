import { describe, expect, it } from 'vitest';
import { inlineStylesheet } from './inline-stylesheet';

describe('inlineStylesheet', () => {
  const page = '<head><link rel="stylesheet" href="/assets/popup-app.css" ><script src="/x.js"></script></head>';

  it('replaces the link with the stylesheet itself', () => {
    expect(inlineStylesheet(page, '/assets/popup-app.css', '.a{color:red}\n')).toBe(
      '<head><style>.a{color:red}</style><script src="/x.js"></script></head>',
    );
  });

  it('leaves a page without that link, or CSS that would close the element, as it is', () => {
    expect(inlineStylesheet(page, '/assets/other.css', '.a{}')).toBe(page);
    expect(inlineStylesheet(page, '/assets/popup-app.css', '.a{content:"</style>"}')).toBe(page);
  });

  it('keeps "$" sequences of the CSS as written', () => {
    expect(inlineStylesheet(page, '/assets/popup-app.css', ".a{content:'$&'}")).toContain(".a{content:'$&'}");
  });
});
