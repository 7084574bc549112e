#!/usr/bin/env node
// `npm start`: prepares the embedded database (as `npm run prepare:db` does), builds what is missing, then
// serves the composed production site locally: the API with its embedded database and demo content, the
// shell and each remote on its own origin.
// Options: --rebuild (build every workspace again). Ports: API_PORT, SHELL_PORT, CATALOG_PORT, BOOKING_PORT,
// BLOG_PORT, ADMIN_PORT. Everything else (MONGODB_URI, SMTP_URL, DATA_DIR, ...) is passed on to the API.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildMissing,
  portsFromEnv,
  prepareSiteDatabase,
  readAdminCredentials,
  REPO_ROOT,
  startSite,
} from './site.mjs';

const PINO_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'context']);
const PINO_LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** The API logs JSON lines (pino); a person reads "level context: message {other fields}" more easily. */
function readableLogLine(line) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null || !('msg' in entry)) return line;
  const extra = Object.fromEntries(Object.entries(entry).filter(([key]) => !PINO_FIELDS.has(key)));
  const level = PINO_LEVELS[entry.level] ?? entry.level;
  const context = entry.context ? `${entry.context}: ` : '';
  return `${level} ${context}${entry.msg}${Object.keys(extra).length ? ` ${JSON.stringify(extra)}` : ''}`;
}

async function main() {
  const { values } = parseArgs({ options: { rebuild: { type: 'boolean', default: false } } });
  // First, so a machine that cannot have a database learns it before minutes of frontend builds.
  await prepareSiteDatabase();
  const build = await buildMissing({ rebuild: values.rebuild });
  if (build.failed.includes('api')) throw new Error('The API did not build; see the output above.');
  if (build.failed.includes('shell'))
    throw new Error('The shell did not build; see the output above.');

  const ports = portsFromEnv();
  console.log('Starting the API (first start seeds the demo content)...');
  const site = await startSite({
    ports,
    // The API's own log stays visible: in development it carries the outgoing mails with their links.
    onApiLine: (line) => console.log(`[api] ${readableLogLine(line)}`),
  });

  let stopping = false;
  const stop = async () => {
    stopping = true;
    console.log('\nStopping...');
    await site.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  site.api.child.once('exit', (code) => {
    if (stopping) return;
    console.error(`The API exited (code ${code}); stopping the site.`);
    void site.statics.stop().then(() => process.exit(1));
  });

  const admin = await readAdminCredentials(process.env.DATA_DIR ?? join(REPO_ROOT, '.data'));
  const lines = [
    '',
    `  ${'Site:'.padEnd(17)}${site.urls.shell}`,
    ...Object.entries(site.statics.urls)
      .filter(([name]) => name !== 'shell')
      .map(([name, url]) => `  ${`Remote ${name}:`.padEnd(17)}${url}/mf-manifest.json`),
    `  ${'API:'.padEnd(17)}${site.urls.api}`,
    ...(site.urls.render ? [`  ${'Render server:'.padEnd(17)}${site.urls.render}`] : []),
    `  ${'API docs:'.padEnd(17)}${site.urls.api}/api/docs`,
    admin
      ? `  ${'Admin login:'.padEnd(17)}${admin.email} / ${admin.password}`
      : `  ${'Admin login:'.padEnd(17)}the ADMIN_EMAIL / ADMIN_PASSWORD you configured`,
    ...(build.failed.length
      ? [`  ${'Not built:'.padEnd(17)}${build.failed.join(', ')} (their areas show an error)`]
      : []),
    '',
    'Press Ctrl-C to stop.',
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
