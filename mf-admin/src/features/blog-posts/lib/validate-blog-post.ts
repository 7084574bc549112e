import { formCheck, type FieldError, type FormCheck } from '@travel/shell/forms';
import { filesError, isHttpUrl, maxText, uploadImageMessage } from '../../../lib/catalog-rules';
import {
  translationChecks,
  type TranslatedField,
  type TranslationValues,
} from '../../../components/translations';

export type BlogPostValues = {
  Title: string;
  subtitle: string;
  subsubtitle: string;
  Content: string;
  description: string;
  Link: string;
  /** One highlight a line, as the admin types them. */
  highlights: string;
  Image: File[];
  gallary: File[];
} & TranslationValues;

/** The post's translated texts (the API's BLOG_TEXTS): every published text (not Content, nor the link). */
export const BLOG_TRANSLATED: readonly TranslatedField[] = [
  { name: 'Title', label: 'Title', max: 200 },
  { name: 'subtitle', label: 'Subtitle', max: 200 },
  { name: 'subsubtitle', label: 'Sub-subtitle', max: 200 },
  { name: 'description', label: 'Description', max: 20000, long: true },
  { name: 'highlights', label: 'Highlights', max: 200, list: { separator: 'line', maxItems: 30 } },
];

/** One highlight a line; blank lines dropped, each trimmed. */
export function parseHighlights(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const required = (field: string, value: string, message: string): FieldError | null =>
  value.trim() ? null : { field, message };

/** Spec 5 "Blog form": Title, Content, Description required in that order; the image when adding. */
export function validateBlogPost(values: BlogPostValues, adding: boolean): FormCheck {
  const highlights = parseHighlights(values.highlights);
  return formCheck(
    required('Title', values.Title, 'Title is required'),
    required('Content', values.Content, 'Content is required'),
    required('description', values.description, 'Description is required'),
    maxText('Title', 'Title', values.Title, 200),
    maxText('subtitle', 'Subtitle', values.subtitle, 200),
    maxText('subsubtitle', 'Sub-subtitle', values.subsubtitle, 200),
    maxText('Content', 'Content', values.Content, 20000),
    maxText('description', 'Description', values.description, 20000),
    maxText('Link', 'Link', values.Link, 500),
    values.Link.trim() && !isHttpUrl(values.Link)
      ? { field: 'Link', message: 'Please enter a valid link (http or https)' }
      : null,
    highlights.length > 30
      ? { field: 'highlights', message: 'At most 30 highlights are allowed' }
      : null,
    highlights.some((line) => line.length > 200)
      ? { field: 'highlights', message: 'Each highlight must be at most 200 characters' }
      : null,
    adding && values.Image.length === 0 ? { field: 'Image', message: uploadImageMessage() } : null,
    filesError('Image', values.Image),
    filesError('gallary', values.gallary),
    ...translationChecks(values, BLOG_TRANSLATED),
  );
}
