import { Fragment, type ReactNode } from 'react';
import { t, type MessageValues } from '@travel/shell/i18n';

export type RichParts = Record<string, (text: string) => ReactNode>;

const TAG = /<([\w-]+)>(.*?)<\/\1>/gs;

/**
 * A message with marked parts, each rendered by its function: `'Have a question? <contact>Contact us</contact>.'`
 * with `{ contact: (text) => <Link to="/contact">{text}</Link> }`. Each language places the link where its
 * sentence needs it; a tag with no function stays plain text.
 */
export function tRich(id: string, parts: RichParts, values?: MessageValues): ReactNode {
  return richText(t(id, values), parts);
}

/** A translated sentence's marked parts rendered by their functions, as `tRich` does for a message id. */
export function richText(message: string, parts: RichParts): ReactNode {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, name = '', text = ''] = match;
    nodes.push(message.slice(last, match.index));
    const render = parts[name];
    nodes.push(render ? <Fragment key={match.index}>{render(text)}</Fragment> : text);
    last = match.index + whole.length;
  }
  nodes.push(message.slice(last));
  return <>{nodes}</>;
}
