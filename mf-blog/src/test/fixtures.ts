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
    Link: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
