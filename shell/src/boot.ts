// The one script of a server-rendered page (the render server puts it in place of main.js): it starts the
// shell's entry once the page has loaded and shown its first screen. The page reads without JavaScript and
// its links work, so on a slow phone the shell's code (some 150 KB) would only compete with the page's first
// images for the bandwidth and the main thread. Forms stay disabled until the page has hydrated
// (DisabledUntilHydrated). Built on its own (webpack's shell_boot build): a few hundred bytes, no federation
// runtime.

const script = document.currentScript;
// main.js sits beside this file, wherever the shell is deployed.
const entryUrl = new URL(
  'main.js',
  script instanceof HTMLScriptElement ? script.src : document.baseURI,
).href;

/** Should a browser report no paint at all (a tab kept hidden, no paint timing), the entry starts anyway. */
const LONGEST_WAIT_MS = 5000;

let started = false;
function startEntry(): void {
  if (started) return;
  started = true;
  const entry = document.createElement('script');
  entry.src = entryUrl;
  document.head.append(entry);
}

/**
 * Resolves once the page's first paint is on screen. Paint timing reports it when the frame is presented,
 * which on a busy phone can be long after the frame was drawn, and the page's images, loaded by now, are
 * painted in that frame or the next ones.
 */
function firstPaintShown(): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  )
    return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

function afterTwoFrames(callback: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(callback, 0)));
}

function whenLoaded(): void {
  setTimeout(startEntry, LONGEST_WAIT_MS);
  if (document.visibilityState === 'hidden') return startEntry();
  void firstPaintShown().then(() => afterTwoFrames(startEntry));
}

if (document.readyState === 'complete') whenLoaded();
else window.addEventListener('load', whenLoaded, { once: true });
