import { render } from 'preact';
import '@/components/result-view.css';
import '@/components/controls.css';
import './popup.css';
import { App } from './App';
import { readInitialData } from './initial-data';

const root = document.getElementById('app');
if (root) void readInitialData().then((initial) => render(<App initial={initial} />, root));
