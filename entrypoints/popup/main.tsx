import { render } from 'preact';
import '@/components/result-view.css';
import '@/components/controls.css';
import './popup.css';
import { App } from './App';
import { readInitialData } from './initial-data';

// Where our own code starts; the bench tells the browser's share of the opening from ours.
performance.mark('nc:popup-start');
const root = document.getElementById('app');
if (root) void readInitialData().then((initial) => render(<App initial={initial} />, root));
