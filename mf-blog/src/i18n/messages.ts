import { defineMessages } from '@travel/shell/i18n';

/** The blog's texts (ids `blog.*`), a chunk per language: only the page's language is loaded. */
export const blogMessages = defineMessages(
  (lang) => import(/* webpackChunkName: "blog-messages-[request]" */ `./${lang}.json`),
);
