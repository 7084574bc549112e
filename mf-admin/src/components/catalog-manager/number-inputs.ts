import { priceHint } from '../../lib/catalog-rules';

/**
 * The input props of a price or cost field: a non-negative amount, to the cent, with the hint that tells
 * the cents rule before sending (in the page's language: called at render).
 */
export const moneyInput = () =>
  ({
    type: 'number',
    inputMode: 'decimal',
    min: 0,
    step: 0.01,
    hint: priceHint(),
  }) as const;

/**
 * The input props of a field that takes a whole number (hours, minutes, seats): the numeric keypad and
 * whole steps; each field sets its own range.
 */
export const WHOLE_NUMBER_INPUT = {
  type: 'number',
  inputMode: 'numeric',
  step: 1,
} as const;
