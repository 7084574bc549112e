import { splitLanguagePath } from '../src/lib/i18n';
// Pages that depend on who is visiting (their account, their booking and the pages Stripe sends them back
// to, the waitlist's mailed links, the admin screens) and the forms of signing in: rendered in the browser,
// never on the server or in its cache (a token in the query must not key a cached page).
const CLIENT_RENDERED =
  /^\/(login|register|verify-email|forgot-password|reset-password|client|admin|booking\/(?:manage|paid|payment-cancelled)|gift-cards\/thanks|waitlist\/(?:claim|leave|confirm))(\/|$)/i;

/** Whether the server renders `pathname` (every public page, and unknown paths as a 404). */
export const isRenderedPath = (pathname: string): boolean =>
  !CLIENT_RENDERED.test(splitLanguagePath(pathname).path);
