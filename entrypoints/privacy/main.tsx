import { render } from 'preact';
import '@/components/result-view.css';
import '@/components/controls.css';
import './privacy.css';
import { localisePage } from '@/utils/i18n/page';
import { t } from '@/utils/i18n/t';
import { App } from './App';

localisePage(document, t('privacy_title'));
const root = document.getElementById('app');
if (root) render(<App />, root);
