// Flow 1: register -> verification link from the mail -> verify page -> login -> redirect as the spec says;
// logout clears the stored session; the local admin lands on /admin.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  mailText,
  registerVerifiedVisitor,
  screenshot,
  signedOutPageOf,
  useTestSite,
  watchConsole,
} from './support/harness.mjs';

const AT_LOGIN = /\/login(\?|$)/;

const { env, browser } = useTestSite();

const storedSession = (page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: localStorage.getItem('user'),
    role: localStorage.getItem('role'),
  }));

/** Tests share one browser profile: each starts signed out, whatever the previous one left behind. */
const signedOutPage = () => signedOutPageOf(browser, env);

async function logIn(page, email, password) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
}

test('a visitor registers, verifies the email from the mail, logs in and out', async () => {
  const page = await signedOutPage();
  const errors = watchConsole(page);
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'correct-horse-9';

  await page.goto(`${env.baseUrl}/register`);
  await page.getByLabel('Username').fill('E2E Visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await screenshot(page, 'register');
  await page.getByRole('button', { name: /^register$/i }).click();
  await page.getByText('Registration successful! Please check your email to verify.').waitFor();
  // The instruction stays on the page (with a way to send the mail again) until the visitor leaves it.
  await page.getByRole('button', { name: 'Send the verification email again' }).waitFor();
  assert.match(page.url(), /\/register(\?|$)/);

  const mail = await env.mail.waitFor((candidate) => candidate.to.includes(email));
  const link = mailText(mail.raw).match(
    /https?:\/\/[^\s"'<>]+\/verify-email\?token=[\w%.~-]+/,
  )?.[0];
  assert.ok(link, 'the mail carries a verification link');
  assert.ok(link.startsWith(env.baseUrl), `the link points at the site (${link})`);

  await page.goto(link);
  await page.getByText('Email verified successfully!').waitFor();
  await page.waitForURL(AT_LOGIN, { timeout: 6000 });

  await logIn(page, email, password);
  await page.waitForURL(/\/Home(\?|$)/);
  const session = await storedSession(page);
  assert.ok(session.token, 'the token is stored');
  assert.equal(JSON.parse(session.user ?? 'null')?.email, email);
  assert.equal(session.role, 'user');

  await page.getByRole('button', { name: 'E2E Visitor' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(AT_LOGIN);
  assert.deepEqual(await storedSession(page), { token: null, user: null, role: null });
  assert.deepEqual(errors, []);
  await page.close();
});

test('a guarded page sends a visitor to login and back to it afterwards; a wrong password is refused', async () => {
  const page = await signedOutPage();
  const email = `e2e-guard-${Date.now()}@example.com`;
  const password = 'correct-horse-9';
  await registerVerifiedVisitor(env, { username: 'Guarded Visitor', email, password });

  await page.goto(`${env.baseUrl}/client`);
  await page.waitForURL(AT_LOGIN);
  await logIn(page, email, 'wrong-password-1');
  await page.getByText('Invalid email or password').waitFor();
  await logIn(page, email, password);
  await page.waitForURL(/\/client(\/|$)/);
  await page.close();
});

test('the local admin logs in and lands on the admin dashboard', async () => {
  const admin = await env.admin();
  assert.ok(admin, 'the API wrote the local admin credentials');
  const page = await signedOutPage();
  await page.goto(`${env.baseUrl}/login`);
  await screenshot(page, 'login');
  await logIn(page, admin.email, admin.password);
  await page.waitForURL(/\/admin(\/|$)/);
  assert.equal(await page.evaluate(() => localStorage.getItem('role')), 'admin');
  await page.close();
});

test('a browser still signed in after a password reset elsewhere is signed out and told why', async () => {
  const page = await signedOutPage();
  const errors = watchConsole(page);
  const email = `e2e-reset-${Date.now()}@example.com`;
  const password = 'correct-horse-9';
  await registerVerifiedVisitor(env, { username: 'Reset Visitor', email, password });
  await page.goto(`${env.baseUrl}/login`);
  await logIn(page, email, password);
  await page.waitForURL(/\/Home(\?|$)/);
  await page.getByRole('button', { name: 'Reset Visitor' }).waitFor();

  // Another browser (here: the API straight) resets the password from the mailed link.
  const forgot = await fetch(`${env.baseUrl}/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  assert.equal(forgot.status, 200);
  const mail = await env.mail.waitFor(
    (candidate) =>
      candidate.to.includes(email) && /reset-password\?token=/.test(mailText(candidate.raw)),
  );
  const token = mailText(mail.raw).match(/reset-password\?token=([\w%.~-]+)/)?.[1];
  const reset = await fetch(`${env.baseUrl}/auth/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: decodeURIComponent(token), password: 'another-horse-9' }),
  });
  assert.equal(reset.status, 200);

  // Back in the first browser, on a public page: no stale name, no guest booking under it.
  await page.goto(`${env.baseUrl}/destination`);
  await page.waitForURL(AT_LOGIN);
  await page.getByText('Your password was changed; please sign in again').waitFor();
  assert.deepEqual(await storedSession(page), { token: null, user: null, role: null });
  assert.equal(await page.getByRole('button', { name: 'Reset Visitor' }).count(), 0);
  await screenshot(page, 'login-after-password-change');
  // Signing in with the new password brings the visitor back to where they were.
  await logIn(page, email, 'another-horse-9');
  await page.waitForURL(/\/destination(\?|$)/);
  assert.deepEqual(
    errors.filter((line) => !/401/.test(line)),
    [],
  );
  await page.close();
});
