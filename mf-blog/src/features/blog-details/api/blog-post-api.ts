import type { BlogPost } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';

/** One post; `data` is null when there is no such post. */
export const useBlogPost = (id: string) =>
  useApiGet<{ data: BlogPost | null }>(`/api/Blog/${encodeURIComponent(id)}`);
