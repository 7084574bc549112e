// `npm test`: every workspace's tests. The frontends' unit tests run first, on their own: their waits (5 s a
// test, 1 s for an element) are tight enough that a loaded machine failed them beside the API's suites. Then
// the API's suites (jest, against a FerretDB and ports of their own) run beside the browser tests (Chromium
// against the production build on the test ports): they share nothing, and the browser tests mostly wait on
// pages, so one after the other left a core idle for most of a run. The API's suites take one jest worker
// here (two when run alone): beside the browser tests, two workers only made each test wait longer for a
// core (a seed of the demo content, its images included, passed its hang bound on a loaded machine). The
// embedded database and stripe-mock, which both lines use, are readied first, so that a fresh clone builds
// each once. The API's output is printed whole when its suites end (the browser tests' streams meanwhile),
// so the two never interleave; the command fails when any part does. The API's contract check runs the
// suites api/scripts/test-contract.mjs names through its validating proxy, after the others and in their
// place (no suite runs twice); the browser tests include the HTML, structured data and accessibility
// checkers (e2e/external-checkers.spec.mjs).
import { spawn } from 'node:child_process';
import { prepareStripeMock } from '../../api/scripts/prepare-stripe-mock.mjs';
import { contractSuitePatterns } from '../../api/scripts/test-contract.mjs';
import { prepareSiteDatabase, REPO_ROOT } from './site.mjs';

const FRONTENDS = ['shell', 'mf-catalog', 'mf-booking', 'mf-blog', 'mf-admin'];

/** `npm run <script>` (test) in the workspaces given, one after the other; resolves with its exit code
 * and, when captured, its output. */
function npmTest(workspaces, { capture = false, extraArgs = [], script = 'test' } = {}) {
  const args = [
    'run',
    script,
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
  // The API's pretest and the payments browser test try again, and say what is missing.
  console.log(`stripe-mock not ready: ${error.message}`);
}

const frontends = await npmTest(FRONTENDS);
/** The API's suites, then the contract check's through its proxy (which the first run leaves out). */
async function apiSuites() {
  const plain = await npmTest(['api'], {
    capture: true,
    extraArgs: [
      '--maxWorkers=1',
      '--testPathIgnorePatterns',
      '/node_modules/',
      ...contractSuitePatterns(),
    ],
  });
  const contract = await npmTest(['api'], {
    capture: true,
    script: 'test:contract',
    extraArgs: ['--maxWorkers=1'],
  });
  return {
    code: plain.code || contract.code,
    output: Buffer.concat([plain.output, contract.output]),
  };
}

const apiRun = apiSuites().then((result) => {
  process.stdout.write(
    `\n=== The API's suites (beside the browser tests), ${result.code ? 'FAILED' : 'passed'}:\n`,
  );
  process.stdout.write(result.output);
  return result.code;
});
const browserRun = npmTest(['deploy']).then((result) => {
  process.stdout.write(
    `\n=== The browser tests (beside the API's suites) ${result.code ? 'FAILED' : 'passed'}\n`,
  );
  return result.code;
});
const codes = [frontends.code, ...(await Promise.all([apiRun, browserRun]))];
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
