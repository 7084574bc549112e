// The cost of live availability (api/src/bookings/live/README.md): STREAMS open streams on one API
// instance. Memory per stream and CPU at rest are read from /proc for the API's process; the time from a
// booking to the event at the last of the subscribers is measured in this process, which holds the streams.
import { get } from 'node:http';
import { readFileSync } from 'node:fs';

export const STREAMS = 1000;
const TICKS_PER_SECOND = 100;
const REST_MS = 3000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pause = (ms) => new Promise((r) => setTimeout(r, ms));
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function rssBytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) * 1024;
}

function cpuTicks(pid) {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Share of one core the process used over REST_MS with nothing asked of it. */
async function cpuAtRest(pid) {
  const before = cpuTicks(pid);
  await pause(REST_MS);
  return (cpuTicks(pid) - before) / TICKS_PER_SECOND / (REST_MS / 1000);
}

/** Opens one stream; calls onEvent(data) for each availability event. */
function subscribe(url, onEvent) {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false }, (response) => {
      if (response.statusCode !== 200)
        return reject(new Error(`stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer.slice(0, end).match(/^data: (.*)$/m)?.[1];
          buffer = buffer.slice(end + 2);
          if (data) onEvent(JSON.parse(data));
        }
      });
      resolve(() => request.destroy());
    });
    request.on('error', reject);
  });
}

/**
 * Opens STREAMS streams on a destination's day, measures memory, CPU at rest and the booking-to-event time
 * at the last subscriber, and runs `sideBySide()` (reads and bookings) before and while they are open.
 */
export async function measureStreams(base, pid, sideBySide) {
  const [destination] = await (await fetch(`${base}/api/destination`)).json();
  // A day the booking load never touches, so only the bench's own bookings change what the streams show.
  const date = day(300);
  const time = destination.tourTimes[0];
  const url = `${base}/api/destination/${destination._id}/availability/stream?date=${date}`;

  const without = await sideBySide();
  await pause(1000);
  const rest = { rss: rssBytes(pid), cpu: await cpuAtRest(pid) };

  const latest = new Array(STREAMS).fill(null);
  const waiters = new Set();
  const closers = [];
  for (let i = 0; i < STREAMS; i += 50) {
    closers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, STREAMS - i) }, (_, k) =>
          subscribe(url, (data) => {
            latest[i + k] = data.slots.find((slot) => slot.time === time)?.left;
            for (const wake of waiters) wake();
          }),
        ),
      )),
    );
  }
  const allAt = (test) =>
    new Promise((resolve) => {
      const look = () => {
        if (!latest.every(test)) return;
        waiters.delete(look);
        resolve(Date.now());
      };
      waiters.add(look);
      look();
    });
  await allAt((left) => left !== null);
  await pause(2000);
  const open = { rss: rssBytes(pid), cpu: await cpuAtRest(pid) };

  const delays = [];
  for (let round = 0; round < 3; round++) {
    const before = latest[0];
    const started = Date.now();
    const response = await fetch(`${base}/api/booking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        destinationId: destination._id,
        date,
        time,
        tickets: 1,
        cost: destination.CostPerPerson,
        name: 'Stream bench',
        email: `stream.bench${round}@example.com`,
      }),
    });
    if (response.status !== 201) throw new Error(`booking answered ${response.status}`);
    delays.push((await allAt((left) => left === before - 1)) - started);
  }

  const withStreams = await sideBySide();
  closers.forEach((close) => close());
  return {
    perStreamBytes: (open.rss - rest.rss) / STREAMS,
    cpuAtRest: { without: rest.cpu, with: open.cpu },
    bookingToLastEventMs: median(delays),
    without,
    withStreams,
  };
}
