import { partitionDatabaseNames } from '../../src/common/partitions/day-partitions';
import { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection } from 'mongoose';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { AppModule } from '../../src/app.module';
import { PasswordHasher } from '../../src/auth/password-hasher';
import { configureApp } from '../../src/bootstrap/configure-app';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { Role } from '../../src/common/auth/auth-user';
import { UsersService } from '../../src/users/users.service';
import { contractClient } from './contract-proxy';
import { MailCatcher } from './mail-catcher';
import { QueryRecorder } from './index-coverage/query-recorder';

export interface TestApp {
  app: INestApplication;
  http: TestAgent;
  config: AppConfig;
  connection: Connection;
  /** Creates a verified account with the role and returns its bearer token. */
  signIn(role?: Role): Promise<string>;
  close(): Promise<void>;
}

function uriWithDatabase(uri: string, database: string): string {
  const url = new URL(uri);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The whole app, configured exactly as main.ts does, on its own fresh database of the real server, so test
 * files can run in parallel and every file starts empty.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Another instance whose database this one shares, as scaled-out instances do. */
  sharing?: TestApp,
): Promise<TestApp> {
  const baseUri = process.env.MONGODB_URI;
  if (!baseUri)
    throw new Error('MONGODB_URI is not set: the jest global setup starts the database');
  const database = sharing?.connection.db?.databaseName ?? `test_${randomBytes(6).toString('hex')}`;
  const mongodbUri = QueryRecorder.monitoredUri(uriWithDatabase(baseUri, database));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'travel-api-data-')),
    AUTH_RATE_LIMIT: '1000',
    // The other budgets and caps too are far out of the way; the tests of each set their own.
    LOGIN_ACCOUNT_RATE_LIMIT: '1000',
    BOOKING_RATE_LIMIT: '100000',
    CONTACT_RATE_LIMIT: '1000',
    MAX_TICKETS_PER_BOOKING: '50',
    MAX_NIGHTS_PER_STAY: '90',
    MAILS_PER_RECIPIENT_PER_HOUR: '1000',
    HOLD_SEATS_PER_CLIENT: '100000',
    HOLD_SEATS_PER_ADDRESS: '100000',
    HOLD_SLOT_SHARE_PERCENT: '100',
    HOLD_STAYS_PER_CLIENT: '100000',
    WAITLIST_ENTRIES_PER_CLIENT: '100000',
    WAITLIST_ENTRIES_PER_ADDRESS: '100000',
    // Every hold as long as HOLD_MINUTES, as before hold lengths depended on the address.
    UNVERIFIED_HOLD_MINUTES: '100000',
    SEED_DEMO_CONTENT: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot({ ...config, mongodbUri })],
  }).compile();
  // Connected by now: its queries are recorded from the app's start-up on (see index-coverage/).
  const connection = moduleRef.get<Connection>(getConnectionToken());
  const recorder = QueryRecorder.attach(connection.getClient(), database);
  const app = moduleRef.createNestApplication({ bodyParser: false, logger: false });
  configureApp(app, config);
  await app.init();
  const http = (await contractClient(app)) ?? request(app.getHttpServer());
  let accounts = 0;

  return {
    app,
    http,
    config,
    connection,
    async signIn(role: Role = 'user') {
      const email = `${role}${++accounts}-${randomBytes(4).toString('hex')}@example.com`;
      const password = 'secret123';
      await app.get(UsersService).create({
        username: `${role} ${accounts}`,
        email,
        passwordHash: await app.get(PasswordHasher).hash(password),
        role,
        emailVerified: true,
      });
      const response = await http.post('/auth/login').send({ email, password }).expect(200);
      return (response.body as { token: string }).token;
    },
    async close() {
      recorder?.flush(connection);
      await connection.dropDatabase().catch(() => undefined);
      for (const name of await partitionDatabaseNames(connection.db!).catch(() => [])) {
        await connection
          .db!.client.db(name)
          .dropDatabase()
          .catch(() => undefined);
      }
      await app.close();
    },
  };
}

/** A suite's app, as `createTestApp` gives it, plus the token of the account the hooks signed in. */
export interface UsedTestApp extends TestApp {
  /** The bearer token of the account signed in with the role of `signIn`. */
  readonly token: string;
}

export interface TestAppOptions {
  /** Settings over the tests' defaults. */
  env?: Record<string, string>;
  /** The role of an account to sign in once the app is up; its token is `token`. */
  signIn?: Role;
  /** Started before the app, which sends its mail there, and stopped after it. */
  mail?: MailCatcher;
  /** A server the app talks to (stripe-mock): started before the app, which takes its settings, and
   * stopped after it. */
  service?: { start(): Promise<Record<string, string>>; stop(): Promise<void> };
}

/**
 * Registers the suite's hooks: a fresh app before all its tests, signed in as `signIn` when given, and
 * closed after them. What it returns reads the app of the running suite, so a spec file holds it in a
 * `const` at the top of its `describe`.
 */
export function useTestApp({ env, signIn, mail, service }: TestAppOptions = {}): UsedTestApp {
  let current: TestApp | undefined;
  let token: string | undefined;
  const started = (): TestApp => {
    if (!current)
      throw new Error('The test app starts in beforeAll: use it inside tests and hooks');
    return current;
  };
  // A minute: a service started first (stripe-mock) takes some of it.
  beforeAll(async () => {
    const settings = { ...(await service?.start()), ...env };
    current = await createTestApp(mail ? { ...settings, SMTP_URL: await mail.start() } : settings);
    if (signIn) token = await current.signIn(signIn);
  }, 60_000);
  afterAll(async () => {
    await current?.close();
    await mail?.stop();
    await service?.stop();
  });
  return {
    get app() {
      return started().app;
    },
    get http() {
      return started().http;
    },
    get config() {
      return started().config;
    },
    get connection() {
      return started().connection;
    },
    get token() {
      if (token === undefined) throw new Error('Nobody was signed in: pass useTestApp({ signIn })');
      return token;
    },
    signIn: (role) => started().signIn(role),
    close: () => started().close(),
  };
}
