// Production only: style-loader ships CSS inside the JavaScript, and css-loader does not minify, so
// comments and indentation would count against the first-load budget. Only safe rewrites: comments
// out, whitespace runs collapsed, none around braces, semicolons, commas and child combinators, and
// none after a declaration's colon (the CSS bundled here has no strings where that would matter).
module.exports = function minifyCss(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/([{;][\w-]+):\s+/g, '$1:')
    .replace(/;}/g, '}')
    .trim();
};
