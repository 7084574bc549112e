export const EXCERPT_LENGTH = 80;

/** The first 80 characters of a post (spec section 9), with an ellipsis when it was cut. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}...` : flat;
}
