// Starts the popup: reads what the first paint shows, then renders. Run by `popup-app.js`
// (entrypoints/popup-app.ts), which carries these styles as `assets/popup-app.css`.
import { render } from 'preact';
import '@/components/result-view.css';
import '@/components/controls.css';
import './popup.css';
import { localisePage } from '@/utils/i18n/page';
import { t } from '@/utils/i18n/t';
import { App } from './App';
import { readInitialData } from './initial-data';

export function mountPopup(): void {
  localisePage(document, t('ext_name'));
  const root = document.getElementById('app');
  if (root) void readInitialData().then((initial) => render(<App initial={initial} />, root));
}
