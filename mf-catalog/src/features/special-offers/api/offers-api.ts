import type { Offer } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';

export const useOffers = () => useApiGet<{ data: Offer[] }>('/api/offer');
