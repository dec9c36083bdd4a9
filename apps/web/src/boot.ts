// The HTML entry. Where the server sent the app's prerendered markup of the page, the browser paints it
// before the app's code is even fetched, so a phone shows the page at once instead of after the bundle
// has been downloaded and evaluated; the app then hydrates it. Elsewhere the app starts at once.
import { afterFirstPaint } from './shared/lib/after-first-paint';

// zod (in the form chunks) would first test whether it may compile validators with `new Function`: the
// CSP (script-src 'self') refuses, and the browser reports a violation. It validates without that anyway.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const prerendered = document.getElementById('root')?.hasAttribute('data-prerendered') ?? false;
const start = () => void import('./main');
if (prerendered) afterFirstPaint(start);
else start();
