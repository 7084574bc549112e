import { api } from '@travel/shell/http';
import type { SearchResult } from '@travel/shell/api-types';

/** GET /api/search: `price` is sent only when given ("500" = at most 500, "100-500" = a range). */
export async function searchCatalog(location: string, price: string): Promise<SearchResult> {
  const params: Record<string, string> = { q: location };
  if (price) params.price = price;
  const response = await api.get<SearchResult>('/api/search', { params });
  return response.data;
}
