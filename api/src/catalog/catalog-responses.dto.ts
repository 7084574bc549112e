import { MessageBody, MessageOnlyResponse } from '../common/responses/envelopes';

/** `{message}`: what the catalog's deletes answer. */
export const CatalogMessage = MessageOnlyResponse('CatalogMessage');
export type CatalogMessage = MessageBody;
