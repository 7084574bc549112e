// `npm test`: every workspace's tests, in two lines side by side. The API's suites (jest, against a FerretDB
// and ports of their own) run beside the frontends' unit tests followed by the browser tests (Chromium against
// the production build on the test ports): they share nothing, and the browser tests mostly wait on pages, so
// one after the other left a core idle for most of a run. The API's suites take one jest worker here (two when
// run alone): with the other line beside them, two workers only made each test wait longer for a core (a
// seed of the demo content, its images included, passed its hang bound on a loaded machine). The embedded
// database and stripe-mock, which both lines use, are readied first, so that a fresh clone builds each once.
// The API's output is printed whole when its suites end (the browser tests' streams meanwhile), so the two
// never interleave; the command fails when either line does.
import { spawn } from 'node:child_process';
import { prepareStripeMock } from '../../api/scripts/prepare-stripe-mock.mjs';
import { prepareSiteDatabase, REPO_ROOT } from './site.mjs';

const FRONTENDS = ['shell', 'mf-catalog', 'mf-booking', 'mf-blog', 'mf-admin'];

/** `npm run test` in the workspaces given, one after the other; resolves with its exit code and, when
 * captured, its output. */
function npmTest(workspaces, { capture = false, extraArgs = [] } = {}) {
  const args = [
    'run',
    'test',
    ...workspaces.flatMap((workspace) => ['-w', workspace]),
    ...(extraArgs.length ? ['--', ...extraArgs] : []),
  ];
  const child = spawn('npm', args, {
    cwd: REPO_ROOT,
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const chunks = [];
  child.stdout?.on('data', (chunk) => chunks.push(chunk));
  child.stderr?.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      resolve({ code: 1, output: Buffer.concat(chunks) });
    });
    child.once('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks) }));
  });
}

const { FERRETDB_BIN } = await prepareSiteDatabase();
if (FERRETDB_BIN) process.env.FERRETDB_BIN = FERRETDB_BIN;
try {
  await prepareStripeMock();
} catch (error) {
  // The API's pretest tries again and says so in its output; the other line does not need it.
  console.log(`stripe-mock not ready: ${error.message}`);
}

const apiRun = npmTest(['api'], { capture: true, extraArgs: ['--maxWorkers=1'] }).then((result) => {
  process.stdout.write(
    `\n=== The API's suites (beside the other tests), ${result.code ? 'FAILED' : 'passed'}:\n`,
  );
  process.stdout.write(result.output);
  return result.code;
});
const webRun = npmTest([...FRONTENDS, 'deploy']).then((result) => {
  process.stdout.write(
    `\n=== The frontends' and browser tests (beside the API's suites) ${result.code ? 'FAILED' : 'passed'}\n`,
  );
  return result.code;
});
const codes = await Promise.all([apiRun, webRun]);
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
