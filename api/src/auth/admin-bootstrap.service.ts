import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { UsersService } from '../users/users.service';
import { PasswordHasher } from './password-hasher';

const LOCAL_ADMIN_EMAIL = 'admin@example.com';

interface Credentials {
  email: string;
  password: string;
}

/**
 * Ensures an admin exists at start-up: the configured one, or in development a local one whose generated
 * password is kept in the data folder (readable only by its owner) so `npm start` can show it again.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { adminEmail, adminPassword, production } = this.config;
    if (adminEmail && adminPassword) {
      await this.users.ensureAdmin(adminEmail, () => this.hasher.hash(adminPassword));
      return;
    }
    if (production) return;
    const credentials = this.localCredentials();
    const outcome = await this.users.ensureAdmin(credentials.email, () =>
      this.hasher.hash(credentials.password),
    );
    if (outcome === 'created') {
      this.logger.log(`Local admin created: ${credentials.email} / ${credentials.password}`);
    }
  }

  private localCredentials(): Credentials {
    const file = join(this.config.dataDir, 'local-admin.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Credentials;
    const credentials = {
      email: LOCAL_ADMIN_EMAIL,
      password: randomBytes(9).toString('base64url'),
    };
    mkdirSync(this.config.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
    return credentials;
  }
}
