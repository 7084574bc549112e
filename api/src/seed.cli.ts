import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './config/app-config';
import {
  EmbeddedDatabase,
  NoDatabaseError,
  startEmbeddedDatabase,
} from './database/embedded-database';
import { SeedService } from './seed/seed.service';

/** `npm run seed -w api`: adds the demo content to MONGODB_URI (or the embedded database) when it is empty. */
async function main(): Promise<void> {
  const config = { ...loadConfig(), seedDemoContent: false };
  let embedded: EmbeddedDatabase | undefined;
  const mongodbUri =
    config.mongodbUri ?? (embedded = await startEmbeddedDatabase(config.dataDir, console.log)).uri;
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ ...config, mongodbUri }),
    {
      logger: ['error', 'warn'],
    },
  );
  try {
    const outcome = await app.get(SeedService).seedIfEmpty();
    console.log(
      outcome === 'seeded'
        ? 'Demo content added.'
        : 'The database already has content: nothing seeded.',
    );
  } finally {
    await app.close();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof NoDatabaseError
      ? `Cannot seed: ${error.message}`
      : error,
  );
  process.exit(1);
});
