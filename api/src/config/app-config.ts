import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isTimeZone, UTC } from '../common/time-zones/zoned-time';

export interface AppConfig {
  production: boolean;
  port: number;
  /** Unset means "start an embedded database" (see database/embedded-database.ts). */
  mongodbUri: string | undefined;
  dataDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  webOrigins: string[];
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  redisUrl: string | undefined;
  authRateLimit: number;
  /** Failed logins on one account in 15 minutes before it counts as under attack (auth/login-throttle.ts). */
  loginAccountRateLimit: number;
  /** Tour and stay bookings a minute from one client. */
  bookingRateLimit: number;
  /** Contact messages a minute from one client. */
  contactRateLimit: number;
  /** OCTO API requests a minute with one reseller key (octo/). */
  octoRateLimit: number;
  maxTicketsPerBooking: number;
  maxNightsPerStay: number;
  /** How long a booking made without a verified account waits for confirmation before it expires. */
  holdMinutes: number;
  /** The hold of an address no verified account has (at most holdMinutes). */
  unverifiedHoldMinutes: number;
  /** What unconfirmed holds may take (bookings/shared/hold-limits.ts). */
  holdLimits: HoldLimitsConfig;
  /** Cancelling is refused this many hours before a tour starts or a stay's check-in. */
  cancellationCutoffHours: number;
  /** The IANA time zone a new destination or offer gets when its form names none. */
  siteTimeZone: string;
  /**
   * Mails queued to one address an hour; more are kept as `skipped` (and logged) unless essential, and the
   * request still succeeds.
   */
  mailsPerRecipientPerHour: number;
  /** The mail outbox's worker (mail/outbox-worker.service.ts). */
  mailOutbox: MailOutboxConfig;
  /** How long seats offered to the first fitting entry of a tour time's waitlist are held for it. */
  waitlistOfferMinutes: number;
  /** Waitlist entries in line at once from one client, and under one address (429 beyond). */
  waitlistEntries: { perClient: number; perAddress: number };
  /** How long audit entries are kept (a TTL index on their time removes older ones). */
  auditRetentionDays: number;
  /** How long a deleted record waits in "Recently deleted" for a restore before it is purged. */
  deletedRetentionDays: number;
  cacheMaxEntries: number;
  cacheMaxBytes: number;
  /** Live availability streams one client may hold open at once (429 beyond). */
  streamsPerClient: number;
  /** Live availability streams one instance holds open at once (503 beyond). */
  maxStreams: number;
  /** Seconds between the comment lines that keep an idle stream open through proxies. */
  streamHeartbeatSeconds: number;
  /** Express's 'trust proxy': which hops may set X-Forwarded-For. */
  trustProxy: boolean | string[];
  apiDocs: boolean;
  bodyLimit: string;
  logLevel: string;
  seedDemoContent: boolean;
  /** Card payment through Stripe Checkout; undefined when STRIPE_SECRET_KEY is unset (pay on the day). */
  payments: PaymentsConfig | undefined;
  /** How long a gift card can be redeemed after it is issued. */
  giftCardValidityMonths: number;
}

export interface PaymentsConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another API base (stripe-mock in tests); unset: Stripe's own. */
  apiUrl: string | undefined;
  /** ISO 4217, lower-case, a currency with cents (amounts go to Stripe in hundredths). */
  currency: string;
}

/** Bounds on unconfirmed holds, all slots and offers together. */
export interface HoldLimitsConfig {
  /** Tour seats held unconfirmed by one client address. */
  seatsPerClient: number;
  /** Tour seats held unconfirmed under one email address. */
  seatsPerAddress: number;
  /** The share of one tour time (percent of its seats) unconfirmed holds may take together. */
  slotSharePercent: number;
  /** Stays held unconfirmed by one client address, and under one email address. */
  staysPerClient: number;
}

/** How the outbox worker sends: how often it looks, how often it retries, when it gives up. */
export interface MailOutboxConfig {
  /** Attempts of one mail before it is marked failed (an admin may resend it). */
  maxAttempts: number;
  /** The wait after the first failure; it doubles with each further one (mail/backoff.ts). */
  retryBaseMs: number;
  /** How often each instance's worker looks for due mails (a new mail also wakes it at once). */
  workerIntervalMs: number;
  /** An attempt not finished after this long was cut off by a stopped instance; it counts as failed. */
  leaseMs: number;
  /** Days a sent, skipped or failed mail stays in the outbox (and on the admin's Mails screen). */
  retentionDays: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {}

const DURATION = /^\d+(ms|s|m|h|d)?$/;

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new ConfigError(`${name} must be a positive integer (got "${raw}").`);
  }
  return value;
}

function nonNegativeInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number of at least 0 (got "${raw}").`);
  }
  return value;
}

function percent(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = positiveInt(env, name, fallback);
  if (value > 100)
    throw new ConfigError(`${name} must be a percentage from 1 to 100 (got "${value}").`);
  return value;
}

function timeZone(env: NodeJS.ProcessEnv, name: string): string {
  const raw = env[name]?.trim();
  if (!raw) return UTC;
  if (!isTimeZone(raw))
    throw new ConfigError(
      `${name} must be an IANA time zone name such as Europe/Lisbon or UTC (got "${raw}").`,
    );
  return raw;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false (got "${env[name]}").`);
}

/**
 * `false` trusts no proxy (the socket's address is the client); otherwise a list of addresses, subnets or
 * Express's names (loopback, linklocal, uniquelocal). A bare `true` would let any client forge its address.
 */
function trustProxy(env: NodeJS.ProcessEnv): boolean | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return ['loopback'];
  if (raw === 'false' || raw === 'none') return false;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const names = new Set(['loopback', 'linklocal', 'uniquelocal']);
  for (const entry of entries) {
    if (!names.has(entry) && !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry)) {
      throw new ConfigError(
        `TRUST_PROXY must be none, or a comma-separated list of addresses, subnets or loopback/linklocal/uniquelocal (got "${entry}").`,
      );
    }
  }
  return entries;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL.`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(
      `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}.`,
    );
  }
  return raw;
}

/**
 * Stripe counts these currencies in whole units, not hundredths; the site's prices keep cents, so it takes
 * payment only in a currency with cents.
 */
const ZERO_DECIMAL_CURRENCIES = new Set(
  'bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '),
);

function payments(env: NodeJS.ProcessEnv): PaymentsConfig | undefined {
  const currency = (env.CURRENCY?.trim() || 'usd').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency) || ZERO_DECIMAL_CURRENCIES.has(currency)) {
    throw new ConfigError(
      `CURRENCY must be a three-letter ISO currency code with cents, such as usd or eur (got "${env.CURRENCY}").`,
    );
  }
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const apiUrl = url(env, 'STRIPE_API_URL', ['http:', 'https:']);
  if (!secretKey) return undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  // Without it no webhook can be verified, and only a verified webhook may mark a booking paid.
  if (!webhookSecret) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set.');
  }
  return { secretKey, webhookSecret, apiUrl, currency };
}

/** The site's currency (CURRENCY, lower-case): what every price, charge and gift card is in. */
export function siteCurrency(config: Pick<AppConfig, 'payments'>): string {
  return config.payments?.currency ?? 'usd';
}

/** The repository root when running from source or from api/dist. */
export function defaultDataDir(): string {
  return resolve(__dirname, '..', '..', '..', '.data');
}

/**
 * In development a signing secret is generated once and kept under the data folder, so tokens survive
 * restarts without anyone having to invent a secret; production must bring its own.
 */
function developmentJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and validates the environment once; a bad value stops the start with a sentence saying which. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR?.trim() || defaultDataDir());

  const mongodbUri = url(env, 'MONGODB_URI', ['mongodb:', 'mongodb+srv:']);
  if (production && !mongodbUri) {
    throw new ConfigError('MONGODB_URI is required in production.');
  }

  let jwtSecret = env.JWT_SECRET?.trim();
  if (jwtSecret && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  }
  if (!jwtSecret) {
    if (production) throw new ConfigError('JWT_SECRET is required in production.');
    jwtSecret = developmentJwtSecret(dataDir);
  }

  const jwtExpiresIn = env.JWT_EXPIRES_IN?.trim() || '1d';
  if (!DURATION.test(jwtExpiresIn)) {
    throw new ConfigError('JWT_EXPIRES_IN must be a duration such as 3600, 15m, 12h or 1d.');
  }

  const webOrigins = (env.WEB_ORIGIN?.trim() || 'http://localhost:8080')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of webOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) {
      throw new ConfigError(
        `WEB_ORIGIN must list origins such as https://example.com (got "${origin}").`,
      );
    }
  }

  const adminEmail = env.ADMIN_EMAIL?.trim().toLowerCase() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  }
  if (adminPassword && adminPassword.length < 6) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 6 characters long.');
  }

  const holdMinutes = positiveInt(env, 'HOLD_MINUTES', 30);

  return {
    production,
    port: positiveInt(env, 'PORT', 3000),
    mongodbUri,
    dataDir,
    jwtSecret,
    jwtExpiresIn,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM?.trim() || 'no-reply@localhost',
    webOrigins,
    adminEmail,
    adminPassword,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    authRateLimit: positiveInt(env, 'AUTH_RATE_LIMIT', 10),
    loginAccountRateLimit: positiveInt(env, 'LOGIN_ACCOUNT_RATE_LIMIT', 5),
    bookingRateLimit: positiveInt(env, 'BOOKING_RATE_LIMIT', 20),
    contactRateLimit: positiveInt(env, 'CONTACT_RATE_LIMIT', 5),
    octoRateLimit: positiveInt(env, 'OCTO_RATE_LIMIT', 600),
    maxTicketsPerBooking: positiveInt(env, 'MAX_TICKETS_PER_BOOKING', 10),
    maxNightsPerStay: positiveInt(env, 'MAX_NIGHTS_PER_STAY', 30),
    holdMinutes,
    unverifiedHoldMinutes: Math.min(holdMinutes, positiveInt(env, 'UNVERIFIED_HOLD_MINUTES', 10)),
    holdLimits: {
      seatsPerClient: positiveInt(env, 'HOLD_SEATS_PER_CLIENT', 20),
      seatsPerAddress: positiveInt(env, 'HOLD_SEATS_PER_ADDRESS', 10),
      slotSharePercent: percent(env, 'HOLD_SLOT_SHARE_PERCENT', 50),
      staysPerClient: positiveInt(env, 'HOLD_STAYS_PER_CLIENT', 2),
    },
    cancellationCutoffHours: nonNegativeInt(env, 'CANCELLATION_CUTOFF_HOURS', 24),
    siteTimeZone: timeZone(env, 'SITE_TIME_ZONE'),
    mailsPerRecipientPerHour: positiveInt(env, 'MAILS_PER_RECIPIENT_PER_HOUR', 10),
    mailOutbox: {
      maxAttempts: positiveInt(env, 'MAIL_MAX_ATTEMPTS', 8),
      retryBaseMs: positiveInt(env, 'MAIL_RETRY_BASE_MS', 30_000),
      workerIntervalMs: positiveInt(env, 'MAIL_WORKER_INTERVAL_MS', 5_000),
      // Longer than an SMTP attempt can take (the transport's timeouts are 30 s each).
      leaseMs: positiveInt(env, 'MAIL_LEASE_MS', 5 * 60_000),
      retentionDays: positiveInt(env, 'MAIL_RETENTION_DAYS', 30),
    },
    waitlistOfferMinutes: positiveInt(env, 'WAITLIST_OFFER_MINUTES', 30),
    waitlistEntries: {
      perClient: positiveInt(env, 'WAITLIST_ENTRIES_PER_CLIENT', 10),
      perAddress: positiveInt(env, 'WAITLIST_ENTRIES_PER_ADDRESS', 5),
    },
    auditRetentionDays: positiveInt(env, 'AUDIT_RETENTION_DAYS', 365),
    deletedRetentionDays: positiveInt(env, 'DELETED_RETENTION_DAYS', 30),
    cacheMaxEntries: positiveInt(env, 'CACHE_MAX_ENTRIES', 5000),
    cacheMaxBytes: positiveInt(env, 'CACHE_MAX_MB', 64) * 1024 * 1024,
    streamsPerClient: positiveInt(env, 'STREAMS_PER_CLIENT', 20),
    maxStreams: positiveInt(env, 'MAX_STREAMS', 5000),
    streamHeartbeatSeconds: positiveInt(env, 'STREAM_HEARTBEAT_SECONDS', 25),
    trustProxy: trustProxy(env),
    apiDocs: flag(env, 'API_DOCS', !production),
    bodyLimit: env.BODY_LIMIT?.trim() || '100kb',
    logLevel: env.LOG_LEVEL?.trim() || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemoContent: env.SEED_DEMO_CONTENT ? env.SEED_DEMO_CONTENT !== 'false' : !production,
    payments: payments(env),
    giftCardValidityMonths: positiveInt(env, 'GIFT_CARD_VALIDITY_MONTHS', 36),
  };
}
