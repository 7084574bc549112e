import type { Problem, Rule, RuleInput } from './types';

/** The first rule that fails, in the order the spec lists them. */
export function firstProblem(rules: Rule[], input: RuleInput): Problem | null {
  for (const rule of rules) {
    const problem = rule(input);
    if (problem) return problem;
  }
  return null;
}

const problem = (field: string, message: string): Problem => ({ field, message });

export const required =
  (field: string, message: string): Rule =>
  ({ values }) =>
    values[field]?.trim() ? null : problem(field, message);

export const maxLength =
  (field: string, max: number, label: string): Rule =>
  ({ values }) =>
    (values[field]?.trim().length ?? 0) > max
      ? problem(field, `${label} must be at most ${max} characters`)
      : null;

const isPositive = (text: string | undefined) => {
  const value = Number(text?.trim());
  return text?.trim() !== '' && Number.isFinite(value) && value > 0;
};

/** A number greater than 0 in every one of `fields`; the message names the first field. */
export const positiveNumber =
  (fields: string[], message: string): Rule =>
  ({ values }) => {
    const bad = fields.find((field) => !isPositive(values[field]));
    return bad ? problem(bad, message) : null;
  };

export const numberBetween =
  (field: string, min: number, max: number, message: string): Rule =>
  ({ values }) => {
    const text = values[field]?.trim() ?? '';
    const value = Number(text);
    return text !== '' && Number.isFinite(value) && value >= min && value <= max
      ? null
      : problem(field, message);
  };

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const optionalUrl =
  (field: string, message: string): Rule =>
  ({ values }) => {
    const text = values[field]?.trim() ?? '';
    return text === '' || isHttpUrl(text) ? null : problem(field, message);
  };

/** A new record needs its picture; an edit keeps the stored one when none is picked. */
export const imageWhenAdding =
  (field: string): Rule =>
  ({ files, mode }) =>
    mode === 'add' && !(files[field]?.length ?? 0)
      ? problem(field, 'Please upload an image')
      : null;

/** Picked files must be images (the input's accept filter can be bypassed by dropping files). */
export const imagesOnly =
  (field: string): Rule =>
  ({ files }) =>
    (files[field] ?? []).some((file) => !file.type.startsWith('image/'))
      ? problem(field, 'Only image files are allowed')
      : null;

/** `Wifi, Pool ,, Spa` -> `["Wifi","Pool","Spa"]`: comma-separated input, JSON on the wire. */
export function commaListToJson(text: string): string {
  return JSON.stringify(
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
}
