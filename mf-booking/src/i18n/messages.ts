import { defineMessages } from '@travel/shell/i18n';

/** The booking remote's texts (src/i18n/<lang>.json, ids `booking.*`), a chunk per language. */
export const bookingMessages = defineMessages(
  (lang) => import(/* webpackChunkName: "booking-messages-[request]" */ `./${lang}.json`),
);

/** What every exposed module exports: the shell awaits it in the page's language before rendering it. */
export const loadMessages = bookingMessages.load;
