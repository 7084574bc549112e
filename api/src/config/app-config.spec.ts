import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-spec-'));

describe('loadConfig', () => {
  it('has safe local defaults and keeps a generated development secret', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      mongodbUri: undefined,
      jwtExpiresIn: '1d',
      webOrigins: ['http://localhost:8080'],
      authRateLimit: 10,
      mailFrom: 'no-reply@localhost',
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it.each([
    [
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) },
      'MONGODB_URI is required in production.',
    ],
    [
      { NODE_ENV: 'production', MONGODB_URI: 'mongodb://db/travel' },
      'JWT_SECRET is required in production.',
    ],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long.'],
    [{ PORT: 'eighty' }, 'PORT must be a positive integer (got "eighty").'],
    [{ AUTH_RATE_LIMIT: '0' }, 'AUTH_RATE_LIMIT must be a positive integer (got "0").'],
    [{ MONGODB_URI: 'postgres://x' }, 'MONGODB_URI must start with mongodb:// or mongodb+srv://.'],
    [
      { WEB_ORIGIN: 'localhost:8080' },
      'WEB_ORIGIN must list origins such as https://example.com (got "localhost:8080").',
    ],
    [{ ADMIN_EMAIL: 'a@example.com' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together.'],
    [
      { JWT_EXPIRES_IN: 'forever' },
      'JWT_EXPIRES_IN must be a duration such as 3600, 15m, 12h or 1d.',
    ],
    [{ BOOKING_RATE_LIMIT: '-1' }, 'BOOKING_RATE_LIMIT must be a positive integer (got "-1").'],
    [
      { MAX_TICKETS_PER_BOOKING: 'ten' },
      'MAX_TICKETS_PER_BOOKING must be a positive integer (got "ten").',
    ],
    [{ CACHE_MAX_MB: '0.5' }, 'CACHE_MAX_MB must be a positive integer (got "0.5").'],
    [{ API_DOCS: 'yes' }, 'API_DOCS must be true or false (got "yes").'],
    [
      { HOLD_SLOT_SHARE_PERCENT: '150' },
      'HOLD_SLOT_SHARE_PERCENT must be a percentage from 1 to 100 (got "150").',
    ],
    [
      { TRUST_PROXY: 'true' },
      'TRUST_PROXY must be none, or a comma-separated list of addresses, subnets or loopback/linklocal/uniquelocal (got "true").',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_x' },
      'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set.',
    ],
    [
      { CURRENCY: 'jpy' },
      'CURRENCY must be a three-letter ISO currency code with cents, such as usd or eur (got "jpy").',
    ],
    [{ STRIPE_API_URL: 'localhost:12111' }, 'STRIPE_API_URL must start with http:// or https://.'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new ConfigError(message));
  });

  it('takes no payment without STRIPE_SECRET_KEY, and reads the Stripe settings when it is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).payments).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
        CURRENCY: 'EUR',
      }).payments,
    ).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      apiUrl: 'http://127.0.0.1:12111',
      currency: 'eur',
    });
  });

  it('limits abuse by default: writes per client, mails per address, a bounded cache, docs off in production', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      loginAccountRateLimit: 5,
      bookingRateLimit: 20,
      contactRateLimit: 5,
      maxTicketsPerBooking: 10,
      maxNightsPerStay: 30,
      mailsPerRecipientPerHour: 10,
      mailOutbox: {
        maxAttempts: 8,
        retryBaseMs: 30_000,
        workerIntervalMs: 5_000,
        leaseMs: 300_000,
      },
      cacheMaxEntries: 5000,
      cacheMaxBytes: 64 * 1024 * 1024,
      streamsPerClient: 20,
      maxStreams: 5000,
      streamHeartbeatSeconds: 25,
      trustProxy: ['loopback'],
      apiDocs: true,
      unverifiedHoldMinutes: 10,
      holdLimits: {
        seatsPerClient: 20,
        seatsPerAddress: 10,
        slotSharePercent: 50,
        staysPerClient: 2,
      },
    });
    const production = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      MONGODB_URI: 'mongodb://db/t',
      JWT_SECRET: 'x'.repeat(40),
    };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', 'loopback']);
  });

  it('holds unconfirmed bookings 30 minutes and stops cancellations 24 hours ahead by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      holdMinutes: 30,
      cancellationCutoffHours: 24,
    });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      HOLD_MINUTES: '15',
      CANCELLATION_CUTOFF_HOURS: '0',
    });
    expect(set).toMatchObject({ holdMinutes: 15, cancellationCutoffHours: 0 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), HOLD_MINUTES: '0' })).toThrow(
      new ConfigError('HOLD_MINUTES must be a positive integer (got "0").'),
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), CANCELLATION_CUTOFF_HOURS: '-1' })).toThrow(
      new ConfigError('CANCELLATION_CUTOFF_HOURS must be a whole number of at least 0 (got "-1").'),
    );
  });

  it('gives new records the UTC time zone unless SITE_TIME_ZONE names another', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).siteTimeZone).toBe('UTC');
    expect(loadConfig({ DATA_DIR: dataDir(), SITE_TIME_ZONE: 'Europe/Lisbon' }).siteTimeZone).toBe(
      'Europe/Lisbon',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SITE_TIME_ZONE: 'Lisbon' })).toThrow(
      new ConfigError(
        'SITE_TIME_ZONE must be an IANA time zone name such as Europe/Lisbon or UTC (got "Lisbon").',
      ),
    );
  });

  it('splits several web origins', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      WEB_ORIGIN: 'https://a.example, https://b.example/',
    });
    expect(config.webOrigins).toEqual(['https://a.example', 'https://b.example']);
  });
});
