/** Elements whose text is never highlighted: code, form controls and anything opted out. */
const SKIPPED =
  'script, style, noscript, textarea, input, select, option, mark, [data-search-ignore]';

type Split = { node: Text; original: string; shortened: string; inserted: Node[] };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function matchingTextNodes(root: Element, pattern: RegExp): Text[] {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.parentElement?.closest(SKIPPED)) return NodeFilter.FILTER_REJECT;
      pattern.lastIndex = 0;
      return pattern.test(node.nodeValue ?? '')
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT;
    },
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  return nodes;
}

/**
 * Wraps every case-insensitive occurrence of `term` under `root` in a <mark> and returns a
 * function that undoes it. React keeps references to the text nodes it rendered, so the
 * original node is never removed or replaced: it keeps the text before the first match and
 * the marks and remaining text are inserted after it. Undoing restores its text and removes
 * only what was inserted, leaving React's DOM as it was.
 */
export function highlightText(root: Element, term: string): { count: number; restore: () => void } {
  const trimmed = term.trim();
  if (!trimmed) return { count: 0, restore: () => undefined };

  const pattern = new RegExp(escapeRegExp(trimmed), 'gi');
  const document = root.ownerDocument;
  const splits: Split[] = [];
  let count = 0;

  for (const node of matchingTextNodes(root, pattern)) {
    const original = node.data;
    const inserted: Node[] = [];
    let cursor = 0;
    let firstMatchAt = -1;
    for (const match of original.matchAll(pattern)) {
      const start = match.index;
      if (firstMatchAt < 0) firstMatchAt = start;
      else if (start > cursor)
        inserted.push(document.createTextNode(original.slice(cursor, start)));
      const mark = document.createElement('mark');
      mark.className = 'cat-search-highlight';
      mark.textContent = match[0];
      inserted.push(mark);
      cursor = start + match[0].length;
      count += 1;
    }
    if (cursor < original.length) inserted.push(document.createTextNode(original.slice(cursor)));

    const shortened = original.slice(0, firstMatchAt);
    node.data = shortened;
    node.after(...inserted);
    splits.push({ node, original, shortened, inserted });
  }

  const restore = () => {
    for (const { node, original, shortened, inserted } of splits) {
      for (const added of inserted) added.parentNode?.removeChild(added);
      // React may have rewritten the text meanwhile; its value then wins over ours.
      if (node.data === shortened) node.data = original;
    }
    splits.length = 0;
  };
  return { count, restore };
}
