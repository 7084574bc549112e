/** Splits a post's text into paragraphs on blank lines (lines holding only whitespace count as blank). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
