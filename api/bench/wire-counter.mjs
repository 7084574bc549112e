// A TCP proxy between the API and its database that counts the commands the API sends, by name, so the bench
// can print database commands per booking without touching the API. It reads the MongoDB wire protocol's
// message frames on the way to the server: OP_MSG (the command is the first key of its body section) and the
// legacy OP_QUERY (only the driver's first handshake uses it). The driver's own monitoring (hello, ping) is
// counted apart: it is not work any request asked for.
import { connect, createServer } from 'node:net';

const OP_QUERY = 2004;
const OP_MSG = 2013;
const MONITORING = new Set(['hello', 'ismaster', 'isMaster', 'ping', 'endSessions', 'buildInfo']);

/** The name of the command an OP_MSG carries: the first key of its kind-0 (body) section. */
function commandName(frame) {
  let offset = 20; // header (16) + flagBits (4)
  while (offset < frame.length) {
    const kind = frame[offset];
    if (kind === 0) {
      const key = offset + 1 + 4 + 1; // kind, document length, first element's type byte
      return frame.toString('latin1', key, frame.indexOf(0, key));
    }
    offset += 1 + frame.readInt32LE(offset + 1); // a kind-1 document sequence: skip it
  }
  return 'unknown';
}

/** Splits one direction of a connection into whole frames, handing each to onFrame. */
function framer(onFrame) {
  let pending = Buffer.alloc(0);
  return (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length >= 4) {
      const length = pending.readInt32LE(0);
      if (pending.length < length) break;
      onFrame(pending.subarray(0, length));
      pending = pending.subarray(length);
    }
  };
}

/**
 * Listens on a free local port and forwards every connection to target ({ host, port }). Returns the proxy's
 * port, counts() (a copy of the command counts so far, monitoring excluded) and close().
 */
export async function startWireCounter(target) {
  const counts = new Map();
  const sockets = new Set();
  const count = (frame) => {
    const opCode = frame.readInt32LE(12);
    const name = opCode === OP_MSG ? commandName(frame) : opCode === OP_QUERY ? 'hello' : 'other';
    if (!MONITORING.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.once('close', () => sockets.delete(socket));
      socket.once('error', () => undefined);
    }
    const frames = framer(count);
    client.on('data', (chunk) => {
      frames(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: server.address().port,
    counts: () => new Map(counts),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Commands sent between two counts() snapshots: { total, byName } with byName sorted, largest first. */
export function commandsBetween(before, after) {
  const byName = [...after]
    .map(([name, n]) => [name, n - (before.get(name) ?? 0)])
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  return { total: byName.reduce((sum, [, n]) => sum + n, 0), byName };
}

/** The same connection string with the proxy's address in place of the server's (one host only). */
export function throughProxy(uri, port) {
  const url = new URL(uri);
  url.host = `127.0.0.1:${port}`;
  return url.toString();
}

/** Background work a request leaves behind (mails, sweeps) ends after its answer: wait for it before counting. */
export const SETTLE_MS = 3000;

/** Runs work() and returns its result with the commands the API sent meanwhile and in the SETTLE_MS after. */
export async function countingCommands(counter, work) {
  const before = counter.counts();
  const result = await work();
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  return { result, commands: commandsBetween(before, counter.counts()) };
}

/** "find 4.3, insert 2.1, ...": the commonest commands, per unit of work. */
export function commandMix(commands, units, top = 6) {
  return commands.byName
    .slice(0, top)
    .map(([name, n]) => `${name} ${(n / Math.max(1, units)).toFixed(1)}`)
    .join(', ');
}
