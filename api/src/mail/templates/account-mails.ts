import { langOf } from '../../common/i18n/languages';
import { MessageKey, translator } from '../../common/i18n/translate';
import type { Mail } from '../mail.service';
import { composeMail, MailLine } from './layout';

interface Account {
  email: string;
  username: string;
  /** The language the account was registered in; accounts from before languages: English. */
  lang?: string;
}

type Translate = ReturnType<typeof translator>;

/** A mail to an account, in the language it registered in. */
function accountMail(
  user: Account,
  subject: MessageKey,
  lines: (t: Translate) => MailLine[],
): Mail {
  const lang = langOf(user);
  const t = translator(lang);
  return composeMail(user.email, t(subject), lines(t), lang);
}

/** Sent on registration; `link` opens the site's verify-email page with the token. */
export function verifyEmailMail(user: Account, link: string): Mail {
  // The address is not proven yet: the mail repeats none of the registration's free text (the username).
  return accountMail(user, 'mail.verify.subject', (t) => [
    t('mail.hello'),
    '',
    t('mail.verify.body'),
    { link, label: t('mail.verify.label') },
    '',
  ]);
}

/** Sent when someone registers with an address that already has a verified account. */
export function accountExistsMail(user: Account, loginLink: string, resetLink: string): Mail {
  return accountMail(user, 'mail.exists.subject', (t) => [
    t('mail.helloName', { name: user.username }),
    '',
    t('mail.exists.body'),
    t('mail.exists.login'),
    { link: loginLink, label: t('mail.exists.loginLabel') },
    t('mail.exists.forgot'),
    { link: resetLink, label: t('mail.chooseNewPassword') },
    '',
    t('mail.ignore'),
    '',
  ]);
}

/** Sent on "forgot password"; `link` opens the site's reset-password page with the token. */
export function resetPasswordMail(user: Account, link: string): Mail {
  return accountMail(user, 'mail.reset.subject', (t) => [
    t('mail.helloName', { name: user.username }),
    '',
    t('mail.reset.body'),
    { link, label: t('mail.chooseNewPassword') },
    '',
    t('mail.ignore'),
    '',
  ]);
}

/** Sent once an account reaches the failed-login limit: it stays open to its owner, who should know. */
export function accountUnderAttackMail(user: Account, failures: number, resetLink: string): Mail {
  return accountMail(user, 'mail.attack.subject', (t) => [
    t('mail.helloName', { name: user.username }),
    '',
    t('mail.attack.body', { failures }),
    t('mail.attack.notLocked'),
    '',
    t('mail.attack.notYou'),
    { link: resetLink, label: t('mail.chooseNewPassword') },
    '',
  ]);
}
