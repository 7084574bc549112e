import { langOf } from '../../common/i18n/languages';
import { translator } from '../../common/i18n/translate';
import type { Mail } from '../mail.service';
import { composeMail } from './layout';

interface Account {
  email: string;
  username: string;
  /** The language the account was registered in; accounts from before languages: English. */
  lang?: string;
}

/** Sent on registration; `link` opens the site's verify-email page with the token. */
export function verifyEmailMail(user: Account, link: string): Mail {
  const lang = langOf(user);
  const t = translator(lang);
  // The address is not proven yet: the mail repeats none of the registration's free text (the username).
  return composeMail(
    user.email,
    t('mail.verify.subject'),
    [t('mail.hello'), '', t('mail.verify.body'), { link, label: t('mail.verify.label') }, ''],
    lang,
  );
}

/** Sent when someone registers with an address that already has a verified account. */
export function accountExistsMail(user: Account, loginLink: string, resetLink: string): Mail {
  const lang = langOf(user);
  const t = translator(lang);
  return composeMail(
    user.email,
    t('mail.exists.subject'),
    [
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
    ],
    lang,
  );
}

/** Sent on "forgot password"; `link` opens the site's reset-password page with the token. */
export function resetPasswordMail(user: Account, link: string): Mail {
  const lang = langOf(user);
  const t = translator(lang);
  return composeMail(
    user.email,
    t('mail.reset.subject'),
    [
      t('mail.helloName', { name: user.username }),
      '',
      t('mail.reset.body'),
      { link, label: t('mail.chooseNewPassword') },
      '',
      t('mail.ignore'),
      '',
    ],
    lang,
  );
}

/** Sent once an account reaches the failed-login limit: it stays open to its owner, who should know. */
export function accountUnderAttackMail(user: Account, failures: number, resetLink: string): Mail {
  const lang = langOf(user);
  const t = translator(lang);
  return composeMail(
    user.email,
    t('mail.attack.subject'),
    [
      t('mail.helloName', { name: user.username }),
      '',
      t('mail.attack.body', { failures }),
      t('mail.attack.notLocked'),
      '',
      t('mail.attack.notYou'),
      { link: resetLink, label: t('mail.chooseNewPassword') },
      '',
    ],
    lang,
  );
}
