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

/** The layout of every mail the site sends: a plain-text mail and its HTML twin, line by line. */
export function composeMail(to: string, subject: string, lines: MailLine[]): Mail {
  return {
    to,
    subject,
    text: lines.map((line) => (typeof line === 'string' ? line : line.link)).join('\n'),
    html: lines.map(htmlLine).join(''),
  };
}
