import { defineMessages } from '../lib/i18n';

/** The shell's own texts (layout, navbar, footer, its pages), ids `shell.*`, a chunk per language. */
export const shellMessages = defineMessages(
  (lang) => import(/* webpackChunkName: "shell-messages-[request]" */ `../i18n/${lang}.json`),
);
