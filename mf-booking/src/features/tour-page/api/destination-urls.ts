export const destinationsUrl = '/api/destination';

export const destinationUrl = (id: string) => `/api/destination/${encodeURIComponent(id)}`;
