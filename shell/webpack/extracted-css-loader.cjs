// Stands in for a stylesheet whose rules ship in a linked .css file (shell-stylesheet.cjs): an empty module.
module.exports = function extractedCss() {
  return 'export {};';
};
