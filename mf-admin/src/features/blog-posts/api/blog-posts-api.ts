import type { BlogPost, DataResponse, Paged } from '@travel/shell/api-types';
import { api } from '@travel/shell/http';
import { multipartForm } from '../../../lib/multipart-form';
import { ALL_TRANSLATIONS, translationsPayload } from '../../../components/translations';
import { blogTranslated, parseHighlights, type BlogPostValues } from '../lib/validate-blog-post';

export type { BlogPost, Paged };

/** Six posts a page, newest first: the server pages the blog. */
/** The admin's reads: English texts with every translation and what each lacks. */
export const blogPageUrl = (page: number) => `/api/Blog?${ALL_TRANSLATIONS}&page=${page}`;
export const blogPostUrl = (id: string) => `/api/Blog/${encodeURIComponent(id)}`;
export const blogPostReadUrl = (id: string) => `${blogPostUrl(id)}?${ALL_TRANSLATIONS}`;

export function blogPostOf(body: unknown): BlogPost | undefined {
  return (body as DataResponse<BlogPost> | null)?.data;
}

/** The multipart form of spec 7: text trimmed, highlights as JSON, `Image` and `gallary` files. */
export function blogPostFormData(values: BlogPostValues): FormData {
  return multipartForm(
    values,
    ['Title', 'subtitle', 'subsubtitle', 'Content', 'description', 'Link'],
    ['Image', 'gallary'],
    {
      highlights: JSON.stringify(parseHighlights(values.highlights)),
      translations: translationsPayload(values, blogTranslated()),
    },
  );
}

export async function saveBlogPost(id: string | null, values: BlogPostValues): Promise<unknown> {
  const form = blogPostFormData(values);
  const response = id ? await api.put(blogPostUrl(id), form) : await api.post('/api/Blog', form);
  return response.data;
}

export async function deleteBlogPost(id: string): Promise<void> {
  await api.delete(blogPostUrl(id));
}
