import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Waits for Redis's own "Ready" line rather than probing the port: a probe that binds the port itself can
 * take it at the moment redis-server binds, and redis-server then exits. An exit is reported, not waited out.
 */
function redisReady(server: ChildProcess, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`redis-server not ready after ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready to accept connections/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`));
    });
  });
}

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** A throwaway redis-server on a free port, without persistence, for tests of several API instances. */
export async function startRedis(): Promise<TestRedis> {
  // A free port can still be taken by another process before redis-server binds it: try another.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--save', '', '--appendonly', 'no'],
      { stdio: 'pipe' },
    );
    try {
      await redisReady(server);
      return {
        url: `redis://127.0.0.1:${port}`,
        async stop() {
          server.kill('SIGTERM');
          await once(server, 'exit');
        },
      };
    } catch (error) {
      server.kill('SIGKILL');
      if (attempt === 3) throw error;
    }
  }
}
