import { defineMessages } from '@travel/shell/i18n';

/** The admin dashboard's texts (ids `admin.*`), a chunk per language, loaded before the dashboard renders. */
export const adminMessages = defineMessages(
  (lang) => import(/* webpackChunkName: "admin-messages-[request]" */ `./${lang}.json`),
);
