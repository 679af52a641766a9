// Built as `content-numbers.js`: this frame's answer to the popup's "On this page"
// (entrypoints/content/frame-numbers.ts), imported by the content script the first time the popup
// asks (entrypoints/content/numbers-port.ts).
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { exposeAs } from '@/utils/in-page/on-demand-script';
import { FRAME_NUMBERS_GLOBAL, type FrameNumbersModule, frameNumbers } from './content/frame-numbers';

export default defineUnlistedScript(() => exposeAs<FrameNumbersModule>(FRAME_NUMBERS_GLOBAL, { frameNumbers }));
