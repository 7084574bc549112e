import { defineMessages } from '@travel/shell/i18n';

/** The catalog's texts (ids `catalog.*`), a chunk per language: only the page's language is loaded. */
export const catalogMessages = defineMessages(
  (lang) => import(/* webpackChunkName: "catalog-messages-[request]" */ `./${lang}.json`),
);
