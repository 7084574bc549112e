import { defineMessages } from './runtime';

/**
 * The kit's own texts (error panel, pager, form messages, ...), ids `kit.*`: loaded by the shell on the
 * composed site and by a remote's harness when it runs alone, so the kit speaks the page's language either way.
 */
export const kitMessages = defineMessages(
  (lang) => import(/* webpackChunkName: "kit-messages-[request]" */ `./${lang}.json`),
);
