// `npm run dev -w api`: node --watch restarts this script whenever src/ changes; it rebuilds, then runs.
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [resolve(root, 'scripts/build.mjs')], { stdio: 'inherit' });
await import(resolve(root, 'dist/main.js'));
