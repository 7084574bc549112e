/* global document, CSS -- runs in the browser, bundled into every app by style-loader */
// Browser side, in every app's build: where style-loader puts a stylesheet (its `insert` option). A
// server-rendered page carries the stylesheets of its modules inline, one <style data-server-css="key">
// each (shell/server/html-document.ts). Added again as the page hydrates, the same rules would only make
// the browser parse them and restyle the whole page once more, on the main thread, as the page becomes
// interactive: a stylesheet the page already has is left out of the document.
module.exports = function insertStylesheet(element) {
  const key = element.getAttribute('data-css');
  if (key && document.querySelector(`style[data-server-css="${CSS.escape(key)}"]`)) return;
  document.head.appendChild(element);
};
