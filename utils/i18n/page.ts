// An extension page in the UI's language: its `lang` (so screen readers, hyphenation and quotes
// follow the words) and its title. HTML cannot read the catalogue, so the page sets both at start.
import { uiLanguage } from './locale';

export function localisePage(doc: Document, title: string): void {
  doc.documentElement.lang = uiLanguage();
  doc.title = title;
}
