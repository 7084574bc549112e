import { Type } from '@nestjs/common';

/** The product's domain modules (catalog, media, search, bookings, ...), registered by AppModule. */
export const DOMAIN_MODULES: Type[] = [];
