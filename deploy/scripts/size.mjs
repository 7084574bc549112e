#!/usr/bin/env node
// `npm run size`: the JavaScript budget in gzip KB. The shell's first load on Home must stay within 145 KB
// and each remote's remoteEntry.js within 10 KB (remotes use the federation runtime the shell provides).
// Prints figures; a miss is printed as OVER BUDGET but does
// not fail the command (only a missing or broken build does).
//
// Two figures for the shell: a static one read from its build (index.html's scripts plus the chunks of the
// modules it shares eagerly, from mf-manifest.json), and the one measured in a real Chromium loading Home
// through the composed site (static servers on free ports; the API at API_URL if one is running).
// --files lists every file the browser fetched with its size.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { freePort } from './free-port.mjs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, distDir, REMOTES, startStaticServers } from './site.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LOCALHOST_ONLY } from './chromium.mjs';

const SHELL_BUDGET_KB = 145;
const REMOTE_ENTRY_BUDGET_KB = 10;

async function gzipKb(file) {
  return gzipSync(await readFile(file)).length / 1024;
}

const row = (label, figure) => console.log(`  ${label.padEnd(54)}${figure}`);

function verdict(kb, budget) {
  return `${kb.toFixed(1).padStart(7)} KB / ${budget} KB  ${kb <= budget ? 'ok' : 'OVER BUDGET'}`;
}

/**
 * The shell's initial JS as its build describes it: the scripts of index.html, the chunks their bootstrap
 * import loads (the entry's first `Promise.all([__webpack_require__.e(id), ...])`), and the chunks of the
 * shared modules listed in mf-manifest.json. An estimate: the browser figure below is the measured one.
 */
async function staticShellFiles() {
  const dist = distDir('shell');
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const files = new Set(
    [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)].map((match) => match[1]),
  );
  const distFiles = await readdir(dist);
  for (const entry of [...files]) {
    const source = await readFile(join(dist, entry), 'utf8').catch(() => '');
    const bootstrap = source.match(/Promise\.all\(\[((?:\w+\.e\(\d+\),?)+)\]\)/)?.[1] ?? '';
    for (const [, id] of bootstrap.matchAll(/\.e\((\d+)\)/g)) {
      const chunk = distFiles.find((name) => name.startsWith(`${id}.`) && name.endsWith('.js'));
      if (chunk) files.add(chunk);
    }
  }
  const manifestPath = join(dist, 'mf-manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    for (const shared of manifest.shared ?? [])
      for (const file of shared.assets?.js?.sync ?? []) files.add(file);
  }
  return [...files].map((file) => join(dist, file));
}

/**
 * Loads Home in Chromium and sums the gzip size of every JavaScript file it fetched, per app.
 * @returns {Promise<Record<string, number> | null>} KB per app name, or null when no browser is available
 */
async function measureInBrowser() {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const { chromium } = await import('playwright-core');
  const ports = { api: 0 };
  for (const app of APPS) ports[app.name] = await freePort();
  const servers = await startStaticServers({
    ports,
    apiUrl: process.env.API_URL ?? 'http://localhost:3000',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, LOCALHOST_ONLY],
  });
  const appByPort = new Map(APPS.map((app) => [String(ports[app.name]), app]));
  const fetched = new Map();
  try {
    const page = await browser.newPage();
    page.on('response', (response) => {
      const url = new URL(response.url());
      const app = appByPort.get(url.port);
      if (app && url.pathname.endsWith('.js'))
        fetched.set(`${app.name}${url.pathname}`, { app, path: url.pathname });
    });
    await page.goto(`http://localhost:${ports.shell}/`, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
    await servers.stop();
  }
  const totals = {};
  for (const { app, path } of fetched.values()) {
    const kb = await gzipKb(join(distDir(app.workspace), path));
    if (process.argv.includes('--files'))
      console.log(`    ${app.name}${path}: ${kb.toFixed(1)} KB`);
    totals[app.name] = (totals[app.name] ?? 0) + kb;
  }
  return totals;
}

async function main() {
  const missing = ['shell', ...REMOTES.slice(0, 3).map((app) => app.workspace)].filter(
    (workspace) =>
      !existsSync(
        join(distDir(workspace), workspace === 'shell' ? 'index.html' : 'remoteEntry.js'),
      ),
  );
  if (missing.includes('shell')) {
    console.error('The shell is not built: run `npm run build -w shell` (or `npm start`) first.');
    process.exit(1);
  }

  const staticFiles = await staticShellFiles();
  let staticKb = 0;
  for (const file of staticFiles) {
    if (!existsSync(file) || !(await stat(file)).isFile()) {
      console.error(`The shell's build is broken: ${file} is referenced but missing.`);
      process.exit(1);
    }
    staticKb += await gzipKb(file);
  }

  console.log('JavaScript budget (gzip)');
  row(
    `shell first load, estimated from the build (${staticFiles.length} files)`,
    verdict(staticKb, SHELL_BUDGET_KB),
  );
  const measured = await measureInBrowser().catch((error) => {
    console.log(`  (browser measurement skipped: ${error.message.split('\n')[0]})`);
    return undefined;
  });
  if (measured === null)
    console.log('  (browser measurement skipped: no Chromium at /usr/bin/chromium)');
  if (measured) {
    row(
      'shell first load on Home, measured in Chromium',
      verdict(measured.shell ?? 0, SHELL_BUDGET_KB),
    );
    const remotesKb = REMOTES.reduce((sum, app) => sum + (measured[app.name] ?? 0), 0);
    row('remote JS that Home also loads (not budgeted)', `${remotesKb.toFixed(1).padStart(7)} KB`);
  }
  for (const app of REMOTES) {
    const entry = join(distDir(app.workspace), 'remoteEntry.js');
    row(
      `${app.workspace} remoteEntry.js`,
      existsSync(entry) ? verdict(await gzipKb(entry), REMOTE_ENTRY_BUDGET_KB) : 'not built',
    );
  }
  if (missing.length) {
    console.error(`Not built: ${missing.join(', ')}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
