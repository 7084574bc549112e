import type { Lang } from '../../common/i18n/languages';
import type { Mail } from '../mail.service';

/**
 * One line of a mail. A string is a paragraph ('' a blank line); a string that is a web address becomes
 * a link in the HTML mail. `{link, label}` is a link shown as its address in the text mail and as `label`
 * in the HTML one.
 */
export type MailLine = string | { link: string; label: string };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const WEB_ADDRESS = /^https?:\/\//;

function htmlLine(line: MailLine): string {
  if (typeof line !== 'string')
    return `<p><a href="${escapeHtml(line.link)}">${escapeHtml(line.label)}</a></p>`;
  if (!line) return '';
  const text = escapeHtml(line);
  return WEB_ADDRESS.test(line) ? `<p><a href="${text}">${text}</a></p>` : `<p>${text}</p>`;
}

/** The layout of every mail the site sends: a plain-text mail and its HTML twin, line by line, in `lang`. */
export function composeMail(
  to: string,
  subject: string,
  lines: MailLine[],
  lang: Lang = 'en',
): Mail {
  return {
    to,
    subject,
    text: lines.map((line) => (typeof line === 'string' ? line : line.link)).join('\n'),
    html: lines.map(htmlLine).join(''),
    ...(lang !== 'en' && { lang }),
  };
}

/**
 * A German or Spanish mail's links into the site open its pages in that language, which live under
 * `/de/...` and `/es/...` (English keeps the spec's paths). The API's own addresses (`/api/...`) and other
 * sites (a map) are left as they are.
 */
export function localizedLinks(mail: Mail, siteOrigin: string | undefined): Mail {
  const lang = mail.lang;
  if (!lang || lang === 'en' || !siteOrigin) return mail;
  const escaped = siteOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`${escaped}/(?!api/|${lang}/)`, 'g');
  const localize = (text: string) => text.replace(link, `${siteOrigin}/${lang}/`);
  return {
    ...mail,
    text: localize(mail.text),
    ...(mail.html !== undefined && { html: localize(mail.html) }),
  };
}
