import { Fragment, type ReactNode } from 'react';

const MARKED = /^(.*?)<0>(.*?)<\/0>(.*)$/s;

/**
 * A translated sentence with one marked part, `Please <0>log in</0> to see your bookings.`, rendered with
 * that part wrapped by `wrap` (a link, a figure): each language puts the part where its grammar wants it.
 * A message without the mark is rendered as it is.
 */
export function LinkedText({
  message,
  wrap,
}: {
  message: string;
  wrap: (text: string) => ReactNode;
}) {
  const match = MARKED.exec(message);
  if (!match) return <>{message}</>;
  const [, before = '', inside = '', after = ''] = match;
  return (
    <Fragment>
      {before}
      {wrap(inside)}
      {after}
    </Fragment>
  );
}
