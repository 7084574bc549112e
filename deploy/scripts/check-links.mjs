// `node deploy/scripts/check-links.mjs` (part of `npm run lint`): every relative link of the repository's
// Markdown files must name a file or folder inside the repository, and a `#fragment` a heading of the Markdown
// file it points at, so moving a note or renaming a heading cannot leave a dead link behind. Web links are not
// followed. Prints each broken link and exits 1; quiet when all resolve.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Tracked Markdown files and untracked ones git does not ignore. */
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.md'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\0')
  .filter((file) => file && existsSync(join(root, file)));

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsByFile = new Map();
function anchorsOf(path) {
  if (!anchorsByFile.has(path)) {
    const seen = new Map();
    const anchors = new Set();
    for (const line of withoutFences(readFileSync(path, 'utf8')).split('\n')) {
      const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (!heading) continue;
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count ? `${base}-${count}` : base);
    }
    anchorsByFile.set(path, anchors);
  }
  return anchorsByFile.get(path);
}

/** The text with fenced code blocks blanked (their lines kept, so line numbers stay right). */
function withoutFences(text) {
  return text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ''));
}

/** The text without code, so brackets inside code are not read as links. */
function withoutCode(text) {
  return withoutFences(text).replace(/`[^`\n]*`/g, '``');
}

const broken = [];
for (const file of files) {
  const path = join(root, file);
  const lines = withoutCode(readFileSync(path, 'utf8')).split('\n');
  lines.forEach((line, index) => {
    for (const [, target] of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: and the like
      const [pathPart, fragment] = target.split('#');
      const resolved = pathPart ? resolve(dirname(path), decodeURI(pathPart)) : path;
      const where = `${file}:${index + 1}: ${target}`;
      if (resolved !== root && !resolved.startsWith(root + sep)) {
        broken.push(`${where} (outside the repository)`);
      } else if (!existsSync(resolved)) {
        broken.push(`${where} (no such file: ${relative(root, resolved)})`);
      } else if (fragment && statSync(resolved).isFile() && resolved.endsWith('.md')) {
        if (!anchorsOf(resolved).has(fragment)) broken.push(`${where} (no heading #${fragment})`);
      }
    }
  });
}

if (broken.length) {
  console.error(`Broken links in Markdown files:\n${broken.join('\n')}`);
  process.exit(1);
}
