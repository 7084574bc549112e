// The one way the tests run stripe-mock: the API's suites (test/utils/stripe-mock.ts) and the browser specs
// (deploy/e2e/support/stripe-mock.mjs) start the binary prepare-stripe-mock.mjs built through this, on a free
// loopback port, behind a proxy that sees every request first (to record it, or to answer as an unreachable
// Stripe would). CommonJS, so that both the TypeScript suites and the ES module specs load it as it is.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose (see above) */
const { spawn } = require('node:child_process');
const { createServer, request } = require('node:http');

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function startBinary(binary) {
  const child = spawn(binary, ['-http-addr', '127.0.0.1:0', '-https-addr', '127.0.0.1:0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const address = new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /Listening for HTTP at address: (127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`stripe-mock exited (${code}): ${output}`)));
    setTimeout(() => reject(new Error(`stripe-mock did not start: ${output}`)), 15_000).unref();
  });
  return { child, address };
}

/**
 * Starts stripe-mock and its proxy. `intercept(req, body, res)` is called with every request the API sends
 * (its body read whole); when it returns true it has answered, otherwise the request goes on to stripe-mock.
 * Resolves with the proxy's URL (the API's STRIPE_API_URL) and `stop()`.
 */
async function runStripeMock(binary, intercept = () => false) {
  const { child, address } = startBinary(binary);
  const [host, port] = (await address).split(':');
  const proxy = createServer(async (req, res) => {
    const body = await readBody(req);
    if (intercept(req, body, res)) return;
    const upstream = request(
      { host, port: Number(port), method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    upstream.end(body);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${proxy.address().port}`,
    async stop() {
      await new Promise((resolve) => proxy.close(() => resolve()));
      child.kill();
    },
  };
}

module.exports = { runStripeMock };
