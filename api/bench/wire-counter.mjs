// A TCP proxy between the API and its database that counts the commands the API sends, by name, so the bench
// can print database commands per booking without touching the API. It reads the MongoDB wire protocol's
// message frames on the way to the server: OP_MSG (the command is the first key of its body section) and the
// legacy OP_QUERY (only the driver's first handshake uses it). The driver's own monitoring (hello, ping) is
// counted apart: it is not work any request asked for.
//
// Each command is also counted by its shape: the collection and the filter's fields with their operators
// (`find seat_claims {slot}`, `update outbox {_id=}`: `_id=` is an exact `_id`, the one filter the embedded
// FerretDB does not answer by reading the whole collection), so a bench can say which commands a request sends.
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';

const { BSON } = createRequire(import.meta.url)('mongodb');

const OP_QUERY = 2004;
const OP_MSG = 2013;
const MONITORING = new Set(['hello', 'ismaster', 'isMaster', 'ping', 'endSessions', 'buildInfo']);

/** The body (kind-0 section) of an OP_MSG and its document sequences (kind 1: `documents`, `updates`, ...). */
function sections(frame) {
  let body;
  const sequences = {};
  let offset = 20; // header (16) + flagBits (4)
  while (offset < frame.length) {
    const kind = frame[offset];
    const length = frame.readInt32LE(offset + 1);
    if (kind === 0) {
      body = BSON.deserialize(frame.subarray(offset + 1, offset + 1 + length), {
        promoteValues: false,
      });
      offset += 1 + length;
    } else if (kind === 1) {
      const end = offset + 1 + length;
      const nameEnd = frame.indexOf(0, offset + 5);
      const documents = [];
      for (let at = nameEnd + 1; at < end; at += frame.readInt32LE(at)) {
        documents.push(
          BSON.deserialize(frame.subarray(at, at + frame.readInt32LE(at)), {
            promoteValues: false,
          }),
        );
      }
      sequences[frame.toString('latin1', offset + 5, nameEnd)] = documents;
      offset = end;
    } else break;
  }
  return { body: body ?? {}, sequences };
}

/**
 * A filter's shape: its fields, each with the operators applied to it; `_id=` for an exact `_id` value (a
 * plain value, not an operator), `$or[...]` with each branch's shape.
 */
export function filterShape(filter) {
  if (!filter || typeof filter !== 'object') return '{}';
  const parts = Object.entries(filter).map(([field, value]) => {
    if (field === '$or' || field === '$and' || field === '$nor') {
      return `${field}[${[value].flat().map(filterShape).join('|')}]`;
    }
    const operators =
      value && typeof value === 'object' && !Array.isArray(value) && value._bsontype === undefined
        ? Object.keys(value).filter((key) => key.startsWith('$'))
        : [];
    if (operators.length > 0) return `${field}:${operators.join(',')}`;
    return field === '_id' ? '_id=' : field;
  });
  return `{${parts.join(', ')}}`;
}

/** Where a command sent its filter, by command: find, count, distinct and the write commands' statements. */
function shapeOf(name, body, sequences) {
  const collection = typeof body[name] === 'string' ? body[name] : '';
  const statements = (key) => [...(body[key] ?? []), ...(sequences[key] ?? [])];
  let filter = '';
  if (name === 'find') filter = filterShape(body.filter);
  else if (name === 'count' || name === 'distinct') filter = filterShape(body.query);
  else if (name === 'findAndModify') filter = filterShape(body.query);
  else if (name === 'update')
    filter = statements('updates')
      .map((u) => filterShape(u.q))
      .join(' ');
  else if (name === 'delete')
    filter = statements('deletes')
      .map((d) => filterShape(d.q))
      .join(' ');
  else if (name === 'aggregate') filter = filterShape(body.pipeline?.[0]?.$match);
  else if (name === 'getMore') return `getMore ${body.collection ?? ''}`.trim();
  const sort =
    body.sort && Object.keys(body.sort).length ? ` sort ${Object.keys(body.sort).join(',')}` : '';
  return `${name} ${collection} ${filter}${sort}`.trim();
}

/** The command an OP_MSG carries: its name (the body's first key) and its shape (see shapeOf). */
function command(frame) {
  try {
    const { body, sequences } = sections(frame);
    const name = Object.keys(body)[0] ?? 'unknown';
    return { name, shape: shapeOf(name, body, sequences) };
  } catch {
    return { name: 'unknown', shape: 'unknown' };
  }
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
 * port, counts() and shapes() (copies of the command counts so far by name and by shape, monitoring
 * excluded) and close().
 */
export async function startWireCounter(target) {
  const counts = new Map();
  const shapes = new Map();
  /** Per shape, the ms from each command's last byte sent to its answer's arrival, added up. */
  const waits = new Map();
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.once('close', () => sockets.delete(socket));
      socket.once('error', () => undefined);
    }
    // The commands of this connection awaiting their answer, by request id.
    const sent = new Map();
    const count = (frame) => {
      const opCode = frame.readInt32LE(12);
      const { name, shape } =
        opCode === OP_MSG
          ? command(frame)
          : { name: opCode === OP_QUERY ? 'hello' : 'other', shape: '' };
      if (MONITORING.has(name)) return;
      counts.set(name, (counts.get(name) ?? 0) + 1);
      shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
      sent.set(frame.readInt32LE(4), { shape, at: performance.now() });
    };
    const answered = (frame) => {
      const request = sent.get(frame.readInt32LE(8));
      if (!request) return;
      sent.delete(frame.readInt32LE(8));
      waits.set(request.shape, (waits.get(request.shape) ?? 0) + performance.now() - request.at);
    };
    const frames = framer(count);
    client.on('data', (chunk) => {
      frames(chunk);
      upstream.write(chunk);
    });
    const answers = framer(answered);
    upstream.on('data', (chunk) => {
      answers(chunk);
      client.write(chunk);
    });
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
    shapes: () => new Map(shapes),
    waits: () => new Map(waits),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** What grew between two snapshots of a count, sorted, largest first. */
function growth(before, after) {
  return [...after]
    .map(([key, n]) => [key, n - (before.get(key) ?? 0)])
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
}

/**
 * Commands sent between two snapshots ({ counts, shapes }): { total, byName, byShape }, each list sorted,
 * largest first.
 */
export function commandsBetween(before, after) {
  const byName = growth(before.counts, after.counts);
  const byShape = growth(before.shapes, after.shapes);
  const waits = new Map(growth(before.waits, after.waits));
  return { total: byName.reduce((sum, [, n]) => sum + n, 0), byName, byShape, waits };
}

function snapshot(counter) {
  return { counts: counter.counts(), shapes: counter.shapes(), waits: counter.waits() };
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
  const before = snapshot(counter);
  const result = await work();
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  return { result, commands: commandsBetween(before, snapshot(counter)) };
}

/** "find 4.3, insert 2.1, ...": the commonest commands, per unit of work. */
export function commandMix(commands, units, top = 6) {
  return commands.byName
    .slice(0, top)
    .map(([name, n]) => `${name} ${(n / Math.max(1, units)).toFixed(1)}`)
    .join(', ');
}

/**
 * One line per command shape ("  0.52    3.1 ms  find seat_claims {slot}"): per unit of work, how many were
 * sent and the time they waited for their answers (the database's work and its queue), the commonest first,
 * then those of the longest waits; shapes sent less than once per 100 units are left out.
 */
export function shapeMix(commands, units, top = 20) {
  const per = (n) => n / Math.max(1, units);
  const waited = (shape) => commands.waits?.get(shape) ?? 0;
  const commonest = commands.byShape.slice(0, top);
  const longest = [...commands.byShape]
    .sort((a, b) => waited(b[0]) - waited(a[0]))
    .slice(0, top / 2)
    .filter((entry) => !commonest.includes(entry));
  return (
    [...commonest, ...longest]
      // Rare commands too when they take long (a poll reading a whole collection).
      .filter(([shape, n]) => per(n) >= 0.01 || per(waited(shape)) >= 0.1)
      .map(
        ([shape, n]) =>
          `  ${per(n).toFixed(2).padStart(6)}  ${per(waited(shape)).toFixed(1).padStart(6)} ms  ${shape}`,
      )
      .join('\n')
  );
}
