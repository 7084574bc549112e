import { useEffect, useRef } from 'react';

/** What an action on a mailed-link page did, said in its words. */
export interface Outcome {
  text: string;
  failed: boolean;
}

/**
 * The outcome of an action, taking focus as it appears: the button pressed may be gone (Confirm after
 * confirming, Claim after claiming), and this is where the visitor goes on.
 */
export function OutcomeMessage({
  outcome,
  doneClass = 'bk-manage__done',
}: {
  outcome: Outcome | null;
  /** The class of a success, beside the form's error class of a failure. */
  doneClass?: string;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), [outcome]);
  return (
    <div aria-live="polite">
      {outcome && (
        <p
          ref={ref}
          tabIndex={-1}
          role={outcome.failed ? 'alert' : 'status'}
          className={outcome.failed ? 'bk-form__error' : doneClass}
        >
          {outcome.text}
        </p>
      )}
    </div>
  );
}
