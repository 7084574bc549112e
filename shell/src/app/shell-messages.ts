import { defineMessages } from '../lib/i18n/runtime';

/** The shell's own texts of the start-up (layout, navbar, footer, Home), ids `shell.*`, a chunk per language. */
export const shellMessages = defineMessages(
  (lang) => import(/* webpackChunkName: "shell-messages-[request]" */ `../i18n/${lang}.json`),
);

/**
 * The texts of the shell's lazily loaded pages (sign-in, contact, static pages, ...), ids `shell.*` too, loaded
 * with each page's code (routes.tsx): the start-up code carries only the layout's and Home's.
 */
export const pageMessages = defineMessages(
  (lang) =>
    import(/* webpackChunkName: "shell-page-messages-[request]" */ `../pages/i18n/${lang}.json`),
);
