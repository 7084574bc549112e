// Flow 6: independent deployment. Only mf-blog is rebuilt, from a temporary copy of its sources with a
// changed text, and deployed into the folder its server serves; a reload shows the new text while the
// shell's built files stay byte-identical, and the HTML the shell's render server sends (built from the
// blog's server build, loaded over HTTP) changes too, with neither rebuilt nor restarted. The real sources
// and dist are never touched.
import assert from 'node:assert/strict';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { distDir } from '../scripts/site.mjs';
import { buildChangedBlog } from './support/blog-release.mjs';
import {
  buildForTests,
  hashTree,
  screenshot,
  scrollThrough,
  useTestSite,
} from './support/harness.mjs';
import { eventually } from './support/eventually.mjs';

const ORIGINAL_TEXT = 'Read More';
const CHANGED_TEXT = 'Read More (new release)';
// A heading of the blog post page, which the render server renders.
const ORIGINAL_HEADING = 'Destination Highlights';
const CHANGED_HEADING = 'Destination Highlights (new release)';

let scratch;
let servedBlog;
const { env, browser } = useTestSite({
  site: async () => {
    scratch = await mkdtemp(join(tmpdir(), 'travel-e2e-deploy-'));
    servedBlog = join(scratch, 'served-blog');
    // The blog server serves a deployed copy, as a real server would, so redeploying never touches
    // mf-blog/dist.
    await buildForTests();
    await cp(distDir('mf-blog'), servedBlog, { recursive: true });
    return { roots: { blog: servedBlog } };
  },
  tearDown: async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  },
});

/** The server-rendered HTML of `path`, as a client without JavaScript gets it. */
async function renderedHtml(path) {
  const response = await fetch(`${env.baseUrl}${path}`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('x-render') ?? '', /^server/);
  return response.text();
}

test('rebuilding and redeploying only the blog remote changes the site, not the shell', async () => {
  const shellBefore = await hashTree(distDir('shell'));
  const renderServerPid = env.site.render.child.pid;
  const posts = (await (await fetch(`${env.baseUrl}/api/Blog?page=1`)).json()).data;
  const post = posts.find((candidate) => candidate.highlights?.length > 0);
  assert.ok(post, 'a demo post with highlights');
  const postPath = `/BlogDetails/${post._id}`;
  const before = await renderedHtml(postPath);
  assert.ok(before.includes(ORIGINAL_HEADING) && !before.includes(CHANGED_HEADING));

  const page = await browser.context.newPage();
  await page.goto(env.baseUrl);
  await scrollThrough(page);
  await page.locator('a[href^="/BlogDetails/"]', { hasText: ORIGINAL_TEXT }).first().waitFor();
  assert.equal(await page.getByText(CHANGED_TEXT).count(), 0);

  const newBuild = join(scratch, 'blog-build');
  const found = await buildChangedBlog({
    scratch,
    replacements: [
      [ORIGINAL_TEXT, CHANGED_TEXT],
      [ORIGINAL_HEADING, CHANGED_HEADING],
    ],
    outputPath: newBuild,
  });
  assert.ok(found === 2, `mf-blog's sources contain "${ORIGINAL_TEXT}" and "${ORIGINAL_HEADING}"`);
  // Deploy: swap the served folder's contents for the new build.
  await rm(servedBlog, { recursive: true, force: true });
  await cp(newBuild, servedBlog, { recursive: true });

  await page.reload();
  await scrollThrough(page);
  try {
    await page.getByText(CHANGED_TEXT).first().waitFor({ timeout: 30000 });
  } catch (error) {
    await screenshot(page, 'failed-independent-deploy');
    throw error;
  }
  assert.deepEqual(
    await hashTree(distDir('shell')),
    shellBefore,
    "the shell's files are byte-identical",
  );
  await page.close();

  // The render server sees the new deployment within its check interval (about a second).
  await eventually(
    async () => (await renderedHtml(postPath)).includes(CHANGED_HEADING),
    'the server-rendered post to show the new release',
  );
  assert.equal(env.site.render.child.pid, renderServerPid, 'the same render server process');
  assert.equal(env.site.render.child.exitCode, null, 'still running, never restarted');
});
