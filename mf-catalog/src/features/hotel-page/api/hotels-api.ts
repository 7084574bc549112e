import type { Hotel } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';

export const useHotels = () => useApiGet<Hotel[]>('/api/hotel');
