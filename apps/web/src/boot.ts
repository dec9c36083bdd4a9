// The HTML entry. Where the server sent the app's prerendered markup of the page, the browser paints it
// before the app's code runs (one frame), so a phone shows the page at once instead of after the bundle
// has been evaluated; the app then draws the same layout in its place. Elsewhere the app starts at once.
const prerendered = document.getElementById('root')?.hasAttribute('data-prerendered') ?? false;
const start = () => void import('./main');
if (prerendered) requestAnimationFrame(() => setTimeout(start, 0));
else start();
