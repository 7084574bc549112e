import type { Mail } from '../mail.service';
import { composeMail } from './layout';

interface Account {
  email: string;
  username: string;
}

/** Sent on registration; `link` opens the site's verify-email page with the token. */
export function verifyEmailMail(user: Account, link: string): Mail {
  // The address is not proven yet: the mail repeats none of the registration's free text (the username).
  return composeMail(user.email, 'Verify your email', [
    'Hello,',
    '',
    'Please verify your email address by opening this link (valid for 24 hours):',
    { link, label: 'Verify my email' },
    '',
  ]);
}

/** Sent when someone registers with an address that already has a verified account. */
export function accountExistsMail(user: Account, loginLink: string, resetLink: string): Mail {
  return composeMail(user.email, 'You already have an account', [
    `Hello ${user.username},`,
    '',
    'Someone tried to create an account with your email address, which already has one.',
    'If it was you, log in:',
    { link: loginLink, label: 'Log in' },
    'Forgot your password? Choose a new one:',
    { link: resetLink, label: 'Choose a new password' },
    '',
    'Otherwise you can ignore this mail.',
    '',
  ]);
}

/** Sent on "forgot password"; `link` opens the site's reset-password page with the token. */
export function resetPasswordMail(user: Account, link: string): Mail {
  return composeMail(user.email, 'Reset your password', [
    `Hello ${user.username},`,
    '',
    'Someone asked to reset your password. If it was you, open this link (valid for 1 hour):',
    { link, label: 'Choose a new password' },
    '',
    'Otherwise you can ignore this mail.',
    '',
  ]);
}

/** Sent once an account reaches the failed-login limit: it stays open to its owner, who should know. */
export function accountUnderAttackMail(user: Account, failures: number, resetLink: string): Mail {
  return composeMail(user.email, 'Someone is trying to sign in to your account', [
    `Hello ${user.username},`,
    '',
    `Someone has tried to sign in to your account with a wrong password ${failures} times in the last 15 minutes.`,
    'Your account is not locked: you can still sign in with your password.',
    '',
    'If this was not you, choose a new password that you use nowhere else:',
    { link: resetLink, label: 'Choose a new password' },
    '',
  ]);
}
