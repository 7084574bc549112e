// `npm start` as a user runs it: it prints the site, remote, API and docs URLs and the admin's login, serves
// the composed site, and SIGTERM stops every process and port it started.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../scripts/site.mjs';
import { buildForTests, testPorts } from './support/harness.mjs';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function isListening(port) {
  try {
    await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

test('npm start prints the URLs and admin login, serves the site, and stops cleanly', async () => {
  await buildForTests();
  const ports = testPorts();
  const dataDir = await mkdtemp(join(tmpdir(), 'travel-start-'));
  const env = {
    ...process.env,
    API_PORT: String(ports.api),
    SHELL_PORT: String(ports.shell),
    CATALOG_PORT: String(ports.catalog),
    BOOKING_PORT: String(ports.booking),
    BLOG_PORT: String(ports.blog),
    ADMIN_PORT: String(ports.admin),
    RENDER_PORT: String(ports.render),
    DATA_DIR: dataDir,
  };
  // With MONGODB_URI set the API would reuse that database; this check is about the command, not the data.
  delete env.MONGODB_URI;
  const child = spawn(process.execPath, [join(REPO_ROOT, 'deploy', 'scripts', 'start.mjs')], {
    cwd: REPO_ROOT,
    env,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  try {
    await new Promise((resolveReady, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`not ready within 90 s:\n${output.slice(-3000)}`)),
        90000,
      );
      child.stdout.on('data', () => {
        if (!output.includes('Press Ctrl-C to stop.')) return;
        clearTimeout(timer);
        resolveReady();
      });
      void exited.then(({ code }) =>
        reject(new Error(`start.mjs exited with ${code}:\n${output.slice(-3000)}`)),
      );
    });

    const admin = JSON.parse(await readFile(join(dataDir, 'local-admin.json'), 'utf8'));
    assert.match(output, new RegExp(`Site: +http://localhost:${ports.shell}\\n`));
    for (const name of ['catalog', 'booking', 'blog']) {
      assert.match(
        output,
        new RegExp(`Remote ${name}: +http://localhost:${ports[name]}/mf-manifest.json`),
      );
    }
    assert.match(output, new RegExp(`API docs: +http://localhost:${ports.api}/api/docs`));
    assert.match(output, new RegExp(`Render server: +http://localhost:${ports.render}\\n`));
    assert.match(
      output,
      new RegExp(`Admin login: +${escapeRegExp(`${admin.email} / ${admin.password}`)}\\n`),
    );

    const health = await fetch(`http://localhost:${ports.shell}/api/health`);
    assert.deepEqual(await health.json(), { status: 'ok', db: 'up' });
    const remotes = await (await fetch(`http://localhost:${ports.shell}/remotes.json`)).json();
    assert.equal(remotes.blog, `http://localhost:${ports.blog}/mf-manifest.json`);
  } finally {
    child.kill('SIGTERM');
    const { code } = await exited;
    assert.equal(code, 0, output.slice(-2000));
    for (const name of ['api', 'shell', 'catalog', 'booking', 'blog', 'render']) {
      assert.equal(
        await isListening(ports[name]),
        false,
        `${name} port ${ports[name]} is free again`,
      );
    }
    await rm(dataDir, { recursive: true, force: true });
  }
});
