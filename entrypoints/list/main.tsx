import { render } from 'preact';
import '@/components/result-view.css';
import '@/components/controls.css';
import './list.css';
import { localisePage } from '@/utils/i18n/page';
import { t } from '@/utils/i18n/t';
import { App } from './App';

localisePage(document, t('list_pageTitle'));

const root = document.getElementById('app');
if (root) render(<App />, root);
