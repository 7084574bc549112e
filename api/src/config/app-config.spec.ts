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
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, 'MONGODB_URI is required in production.'],
    [{ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db/travel' }, 'JWT_SECRET is required in production.'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long.'],
    [{ PORT: 'eighty' }, 'PORT must be a positive integer (got "eighty").'],
    [{ AUTH_RATE_LIMIT: '0' }, 'AUTH_RATE_LIMIT must be a positive integer (got "0").'],
    [{ MONGODB_URI: 'postgres://x' }, 'MONGODB_URI must start with mongodb:// or mongodb+srv://.'],
    [{ WEB_ORIGIN: 'localhost:8080' }, 'WEB_ORIGIN must list origins such as https://example.com (got "localhost:8080").'],
    [{ ADMIN_EMAIL: 'a@example.com' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together.'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN must be a duration such as 3600, 15m, 12h or 1d.'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new ConfigError(message));
  });

  it('splits several web origins', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), WEB_ORIGIN: 'https://a.example, https://b.example/' });
    expect(config.webOrigins).toEqual(['https://a.example', 'https://b.example']);
  });
});
