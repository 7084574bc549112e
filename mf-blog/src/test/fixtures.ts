import type { BlogPost } from '@travel/shell/api-types';

export function post(n: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    _id: `b${n}`,
    Title: `Post ${n}`,
    Content: `Content ${n}`,
    subtitle: `Subtitle ${n}`,
    subsubtitle: `Subsubtitle ${n}`,
    description: `Description ${n}`,
    highlights: [],
    Image: `/api/images/blog${n}`,
    gallary: [],
    ...overrides,
  };
}
