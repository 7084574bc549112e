import { t } from '@travel/shell/i18n';
import { formCheck, type FieldError, type FormCheck } from '@travel/shell/forms';
import { filesError, isHttpUrl, maxText, uploadImageMessage } from '../../../lib/catalog-rules';
import {
  translationChecks,
  type TranslatedField,
  type TranslationValues,
} from '../../../components/translations';
import { lineItems } from '../../../lib/text-lists';

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
export const blogTranslated = (): readonly TranslatedField[] => [
  { name: 'Title', label: t('admin.field.title'), max: 200 },
  { name: 'subtitle', label: t('admin.field.subtitle'), max: 200 },
  { name: 'subsubtitle', label: t('admin.field.subsubtitle'), max: 200 },
  { name: 'description', label: t('admin.field.description'), max: 20000, long: true },
  {
    name: 'highlights',
    label: t('admin.rule.highlights'),
    max: 200,
    list: { separator: 'line', maxItems: 30 },
  },
];

/** One highlight a line; blank lines dropped, each trimmed. */
export const parseHighlights = lineItems;

const required = (field: string, value: string, label: string): FieldError | null =>
  value.trim() ? null : { field, message: t('admin.catalog.required', { label }) };

/** Spec 5 "Blog form": Title, Content, Description required in that order; the image when adding. */
export function validateBlogPost(values: BlogPostValues, adding: boolean): FormCheck {
  const highlights = parseHighlights(values.highlights);
  return formCheck(
    required('Title', values.Title, t('admin.field.title')),
    required('Content', values.Content, t('admin.field.content')),
    required('description', values.description, t('admin.field.description')),
    maxText('Title', t('admin.field.title'), values.Title, 200),
    maxText('subtitle', t('admin.field.subtitle'), values.subtitle, 200),
    maxText('subsubtitle', t('admin.field.subsubtitle'), values.subsubtitle, 200),
    maxText('Content', t('admin.field.content'), values.Content, 20000),
    maxText('description', t('admin.field.description'), values.description, 20000),
    maxText('Link', t('admin.field.link'), values.Link, 500),
    values.Link.trim() && !isHttpUrl(values.Link)
      ? { field: 'Link', message: t('admin.blogPosts.badLink') }
      : null,
    highlights.length > 30
      ? { field: 'highlights', message: t('admin.blogPosts.tooManyHighlights') }
      : null,
    highlights.some((line) => line.length > 200)
      ? { field: 'highlights', message: t('admin.blogPosts.highlightTooLong') }
      : null,
    adding && values.Image.length === 0 ? { field: 'Image', message: uploadImageMessage() } : null,
    filesError('Image', values.Image),
    filesError('gallary', values.gallary),
    ...translationChecks(values, blogTranslated()),
  );
}
