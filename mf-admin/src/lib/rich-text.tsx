import { Fragment, type ReactNode } from 'react';
import { t } from '@travel/shell/i18n';

const MARK = '\u0001';

/**
 * A message with elements inside it ('at {path}, on the same seats', path a `<code>`): each language puts
 * the placeholder where its sentence needs it, and the element is rendered there.
 */
export function richText(id: string, elements: Record<string, ReactNode>): ReactNode {
  const markers = Object.fromEntries(
    Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  return t(id, markers)
    .split(MARK)
    .map((part, index) =>
      // Odd parts are the placeholders' names, between two marks.
      index % 2 === 1 ? <Fragment key={index}>{elements[part]}</Fragment> : part,
    );
}
