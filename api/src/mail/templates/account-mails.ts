import type { Mail } from '../mail.service';
import { composeMail } from './layout';

interface Account {
  email: string;
  username: string;
}

/** Sent on registration; `link` opens the site's verify-email page with the token. */
export function verifyEmailMail(user: Account, link: string): Mail {
  return composeMail(user.email, 'Verify your email', [
    `Hello ${user.username},`,
    '',
    'Please verify your email address by opening this link (valid for 24 hours):',
    { link, label: 'Verify my email' },
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
