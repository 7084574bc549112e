import type { BlogPost, Paged } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';

/** One page of posts, newest first (the API's page size). */
export const useBlogPosts = (page: number) => useApiGet<Paged<BlogPost>>(`/api/Blog?page=${page}`);
