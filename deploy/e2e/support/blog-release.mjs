// A new release of mf-blog built from a throwaway copy of its sources with some texts changed, as the
// deployment specs ship one; the real sources and dist are never touched.
import { cp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT, run } from '../../scripts/site.mjs';

/** Copies mf-blog beside links to everything else in the repository, so its build resolves as usual. */
async function linkedBlogCopy(scratch) {
  const workspace = join(scratch, 'repo');
  await cp(join(REPO_ROOT, 'mf-blog'), join(workspace, 'mf-blog'), {
    recursive: true,
    filter: (source) => !source.startsWith(join(REPO_ROOT, 'mf-blog', 'dist')),
  });
  for (const entry of await readdir(REPO_ROOT)) {
    if (entry === 'mf-blog' || entry === '.git') continue;
    await symlink(join(REPO_ROOT, entry), join(workspace, entry));
  }
  return join(workspace, 'mf-blog');
}

/**
 * Rewrites each `[from, to]` in every non-test source file of the copy and in its messages (the texts live in
 * `src/i18n/<lang>.json`); returns how many of the replacements were found somewhere.
 */
async function replaceInSources(copy, replacements) {
  const found = new Set();
  for (const entry of await readdir(join(copy, 'src'), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/^(?!.*\.test\.).*\.(tsx?|json)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const source = await readFile(file, 'utf8');
    const present = replacements.filter(([from]) => source.includes(from));
    if (present.length === 0) continue;
    for (const [from] of present) found.add(from);
    await writeFile(
      file,
      replacements.reduce((text, [from, to]) => text.replaceAll(from, to), source),
    );
  }
  return found.size;
}

/**
 * Builds mf-blog for production into outputPath from a copy (under scratch) whose sources have the
 * replacements applied; returns how many of the replacements were found, so a spec can check its texts were.
 */
export async function buildChangedBlog({ scratch, replacements, outputPath }) {
  const copy = await linkedBlogCopy(scratch);
  const found = await replaceInSources(copy, replacements);
  await run(
    process.execPath,
    [
      join(REPO_ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      '--mode',
      'production',
      '--output-path',
      outputPath,
    ],
    { cwd: copy, quiet: true },
  );
  return found;
}
