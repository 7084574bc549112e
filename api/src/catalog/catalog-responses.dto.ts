/** `{message}`: what the catalog's deletes answer. */
export class CatalogMessage {
  message: string;
}
