// The one script of a server-rendered page (the render server puts it in place of main.js): it starts the
// shell's entry once the page has loaded and painted. The page reads without JavaScript and its links work,
// so on a slow phone the shell's code (some 150 KB) would only compete with the page's first images for the
// bandwidth and the main thread. Forms stay disabled until the page has hydrated (DisabledUntilHydrated).
// Built on its own (webpack's shell_boot build): a file of a few hundred bytes, with no federation runtime.

const script = document.currentScript;
// main.js sits beside this file, wherever the shell is deployed.
const entryUrl = new URL(
  'main.js',
  script instanceof HTMLScriptElement ? script.src : document.baseURI,
).href;

let started = false;
function startEntry(): void {
  if (started) return;
  started = true;
  const entry = document.createElement('script');
  entry.src = entryUrl;
  document.head.append(entry);
}

/**
 * After the frame that shows what has loaded: a page's largest image is painted the frame after its load
 * event. A hidden tab paints no frames, so a timer starts the entry there too.
 */
function afterNextPaint(): void {
  requestAnimationFrame(() => setTimeout(startEntry, 0));
  setTimeout(startEntry, 250);
}

if (document.readyState === 'complete') afterNextPaint();
else window.addEventListener('load', afterNextPaint, { once: true });
