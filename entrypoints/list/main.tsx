import { render } from 'preact';
import '@/components/result-view.css';
import '@/components/controls.css';
import './list.css';
import { App } from './App';

const root = document.getElementById('app');
if (root) render(<App />, root);
