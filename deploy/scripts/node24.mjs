// Prints the path of a Node 24 binary, fetching it once from the npm registry (the `node-<platform>-<arch>`
// package the `node` package installs from) into node_modules/.cache/node24/. CI runs `npm test` under it,
// and a runtime-sensitive subset on the machine's Node, so both supported majors stay tested:
//   PATH="$(dirname "$(node deploy/scripts/node24.mjs)"):$PATH" npm test
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAJOR = '24';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cacheDir = join(root, 'node_modules', '.cache', `node${MAJOR}`);
const platform = process.platform === 'win32' ? 'win' : process.platform;
const packageName = `node-${platform}-${process.arch}`;
const binary = (dir) =>
  join(dir, 'package', 'bin', process.platform === 'win32' ? 'node.exe' : 'node');

function run(command, args, options = {}) {
  return execFileSync(command, args, { encoding: 'utf8', ...options }).trim();
}

/** The newest version of the major on the registry, for the cache's folder name. */
function newestVersion() {
  const versions = JSON.parse(run('npm', ['view', `${packageName}@${MAJOR}`, 'version', '--json']));
  return Array.isArray(versions) ? versions[versions.length - 1] : versions;
}

function cachedBinary() {
  if (!existsSync(cacheDir)) return undefined;
  const found = readdirSync(cacheDir)
    .sort()
    .map((version) => binary(join(cacheDir, version)))
    .filter((path) => existsSync(path));
  return found[found.length - 1];
}

function fetchBinary() {
  const version = newestVersion();
  const dir = join(cacheDir, version);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // `npm pack` fetches the tarball through npm's own client and cache, without installing anything.
  const tarball = JSON.parse(
    run('npm', ['pack', `${packageName}@${version}`, '--json', '--pack-destination', dir]),
  )[0].filename;
  run('tar', ['-xzf', join(dir, tarball), '-C', dir]);
  rmSync(join(dir, tarball));
  return binary(dir);
}

const node = cachedBinary() ?? fetchBinary();
const version = run(node, ['--version']);
if (!version.startsWith(`v${MAJOR}.`)) {
  console.error(`${node} is ${version}, not Node ${MAJOR}.`);
  process.exit(1);
}
console.log(node);
