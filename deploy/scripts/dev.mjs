#!/usr/bin/env node
// `npm run dev`: the API in watch mode plus every frontend's webpack dev server (hot reload), each on the
// frontend contract's port, their output prefixed with the workspace name. Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, prepareSiteDatabase, REPO_ROOT } from './site.mjs';

const workspaces = ['api', ...APPS.map((app) => app.workspace)].filter((workspace) =>
  existsSync(join(REPO_ROOT, workspace, 'src')),
);
const width = Math.max(...workspaces.map((workspace) => workspace.length));
const children = [];
let stopping = false;

// Before the API starts: a first FerretDB build takes minutes, and the API's watch mode would restart it.
let databaseEnv;
try {
  databaseEnv = await prepareSiteDatabase();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

function prefixLines(stream, label, target) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) target.write(`${label} ${line}\n`);
  });
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}

for (const workspace of workspaces) {
  // detached: each dev server leads its own process group, so stopping it also stops what npm spawned.
  const child = spawn('npm', ['run', 'dev', '-w', workspace], {
    cwd: REPO_ROOT,
    env: workspace === 'api' ? { ...process.env, ...databaseEnv } : process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const label = `[${workspace.padEnd(width)}]`;
  prefixLines(child.stdout, label, process.stdout);
  prefixLines(child.stderr, label, process.stderr);
  child.once('exit', (code) => {
    if (!stopping) console.error(`${label} exited with code ${code}`);
  });
  children.push(child);
}

console.log(
  `Dev servers: ${APPS.filter((app) => workspaces.includes(app.workspace))
    .map((app) => `${app.name} http://localhost:${app.port}`)
    .join(', ')}; API http://localhost:3000`,
);
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
