import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { configureApp } from './bootstrap/configure-app';
import { listeningMessage } from './bootstrap/listening-message';
import { ConfigError, loadConfig } from './config/app-config';
import {
  EmbeddedDatabase,
  NoDatabaseError,
  startEmbeddedDatabase,
} from './database/embedded-database';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  const mongodbUri =
    config.mongodbUri ??
    (embedded = await startEmbeddedDatabase(config.dataDir, (message) => console.log(message))).uri;

  const app = await NestFactory.create(AppModule.forRoot({ ...config, mongodbUri }), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  configureApp(app, config);
  if (embedded) {
    const database = embedded;
    app.get(Logger).log(`Embedded database at ${database.uri} (data in ${config.dataDir})`);
    process.once('beforeExit', () => void database.stop());
  }
  await app.listen(config.port);
  app.get(Logger).log(listeningMessage(config));
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof NoDatabaseError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
