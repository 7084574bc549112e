#!/usr/bin/env node
// Lays the built frontends out the way nginx serves them (deploy/nginx/nginx.conf):
//   <out>/shell/                         the shell, with config.json and remotes.json
//   <out>/remotes/<name>/<version>/      each remote's dist, under its package version
// Usage: node deploy/scripts/layout-web.mjs <out folder>. Used by deploy/docker/web.Dockerfile.
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APPS, distDir, REMOTES, REPO_ROOT } from './site.mjs';

async function versionOf(workspace) {
  return JSON.parse(await readFile(join(REPO_ROOT, workspace, 'package.json'), 'utf8')).version;
}

async function main() {
  const out = resolve(process.argv[2] ?? '');
  if (!process.argv[2]) throw new Error('Usage: node deploy/scripts/layout-web.mjs <out folder>');
  const shell = APPS.find((app) => app.name === 'shell');
  if (!existsSync(distDir(shell.workspace))) throw new Error('The shell is not built.');
  await rm(out, { recursive: true, force: true });
  await cp(distDir(shell.workspace), join(out, 'shell'), { recursive: true });

  const remotes = {};
  for (const app of REMOTES) {
    if (!existsSync(distDir(app.workspace))) continue;
    const version = await versionOf(app.workspace);
    const target = join(out, 'remotes', app.name, version);
    await mkdir(target, { recursive: true });
    await cp(distDir(app.workspace), target, { recursive: true });
    remotes[app.name] = `/remotes/${app.name}/${version}/mf-manifest.json`;
  }
  await writeFile(join(out, 'shell', 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
  await writeFile(join(out, 'shell', 'config.json'), `${JSON.stringify({ apiUrl: '' })}\n`);
  console.log(`Laid out the shell and ${Object.keys(remotes).join(', ')} under ${out}`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
