import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AppModule } from './app.module';
import { buildOpenApiDocument } from './bootstrap/openapi';
import { loadConfig } from './config/app-config';

/**
 * Writes api/openapi.json, the contract the frontends generate their types from. Preview mode builds the
 * module graph without instantiating providers, so no database is needed.
 */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent' });
  const app = await NestFactory.create(
    AppModule.forRoot({ ...config, mongodbUri: 'mongodb://127.0.0.1:1/preview' }),
    {
      preview: true,
      logger: false,
      abortOnError: true,
    },
  );
  const document = buildOpenApiDocument(app);
  const target = resolve(__dirname, '..', 'openapi.json');
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`OpenAPI document written to ${target}`);
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
