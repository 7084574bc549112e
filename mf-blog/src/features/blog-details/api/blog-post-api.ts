import type { BlogPost } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';

/** One post; `data` is null when there is no such post. A malformed id is a missing post (notFound). */
export const useBlogPost = (id: string) =>
  useApiGet<{ data: BlogPost | null }>(`/api/Blog/${encodeURIComponent(id)}`, { record: true });
