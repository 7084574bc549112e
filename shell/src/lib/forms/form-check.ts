import { t } from '@travel/shell/i18n';
/** A rule a form breaks: which field, and the sentence to show beside it. */
export interface FieldError {
  field: string;
  message: string;
}

export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/**
 * What is wrong with a form, the one shape every form's check returns: each field's own message (beside
 * the field), in the order the check met them, and one line for the whole form (null when it can be
 * sent). The first field in `errors` is the one a refused submit focuses.
 */
export interface FormCheck<F extends string = string> {
  errors: FieldErrors<F>;
  summary: string | null;
}

/** The spec's line for a form sent with a required field left empty. */
export const requiredFieldsMessage = (): string => t('kit.form.required');

/** The check of a form that says one sentence for the whole form (null when it can be sent). */
export const formProblem = (summary: string | null): FormCheck<never> => ({ errors: {}, summary });

/**
 * Collects a form's messages in the order of its rules. The summary is 'Please fill in all required
 * fields' while a required field is empty, else the first field's message.
 */
export class FormChecker<F extends string = string> {
  private readonly errors: FieldErrors<F> = {};
  private missing = false;

  /** An empty required field: `message` names what to fill in. True when the field is filled. */
  require(field: F, filled: boolean, message: string): boolean {
    if (!filled) {
      this.errors[field] = message;
      this.missing = true;
    }
    return filled;
  }

  /** A filled field the server would refuse; a field keeps its first message. */
  refuse(field: F, message: string | null): void {
    if (message !== null && this.errors[field] === undefined) this.errors[field] = message;
  }

  has(field: F): boolean {
    return this.errors[field] !== undefined;
  }

  result(): FormCheck<F> {
    const first = Object.values<string | undefined>(this.errors).find(Boolean) ?? null;
    return { errors: this.errors, summary: this.missing ? requiredFieldsMessage() : first };
  }
}

/**
 * The check of rules listed in order, each a broken rule or null: every field found wrong, with its first
 * broken rule, so the first message listed stays first.
 */
export function formCheck<F extends string = string>(
  ...rules: Array<FieldError | null>
): FormCheck<F> {
  const check = new FormChecker<F>();
  for (const rule of rules) if (rule) check.refuse(rule.field as F, rule.message);
  return check.result();
}

/** The check's broken fields as a list, in the order the check met them. */
export function fieldErrorsOf(check: FormCheck): FieldError[] {
  return Object.entries(check.errors).flatMap(([field, message]) =>
    message === undefined ? [] : [{ field, message }],
  );
}
