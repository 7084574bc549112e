import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Holds the forms inside it disabled while the page is server-rendered HTML without its code. A visitor on a
 * slow phone could otherwise type into a box before hydration (the text shows, but React never saw it
 * change, so the form sends without it) or send the form (the browser posts the page to itself). Disabled,
 * the browser waits instead, for the moment hydration takes. Rendered in the browser alone, it is never
 * disabled. The fieldset takes no box of its own (display: contents), so layouts stay as they are; its
 * legend, which WCAG's technique H71 asks of every fieldset, names the group for screen readers alone.
 */
export function DisabledUntilHydrated({
  legend,
  children,
}: {
  legend: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <fieldset className="sh-until-hydrated" disabled={!hydrated}>
      <legend className="sh-visually-hidden">{legend}</legend>
      {children}
    </fieldset>
  );
}
