import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { loadRemoteModule, setRemotes, type RemoteExports } from '@travel/shell/remotes';
import { ThrottledCheck } from './throttled-check';
import { withTimeout } from './with-timeout';

/** remotes.json: federation name -> the browser's mf-manifest.json URL. */
type RemotesMap = Record<string, string>;

const isHttp = (source: string) => /^https?:\/\//i.test(source);

async function readRemotesMap(source: string, timeoutMs: number): Promise<RemotesMap> {
  const text = isHttp(source)
    ? await fetch(source, { signal: AbortSignal.timeout(timeoutMs) }).then((response) => {
        if (!response.ok) throw new Error(`${source} answered ${response.status}`);
        return response.text();
      })
    : await readFile(source, 'utf8');
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null)
    throw new Error(`${source} is not a JSON object`);
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * A remote's server entry sits in server/ beside its browser manifest: one deployment holds both, so a
 * redeploy changes what the server renders as it changes what the browser runs.
 */
function serverEntryOf(manifestUrl: string, source: string): string {
  const base = isHttp(source) ? source : 'http://localhost/';
  return new URL('server/remoteEntry.js', new URL(manifestUrl, base)).href;
}

/** What identifies the deployed server entry: its ETag (or date), or "down" when it does not answer. */
async function deployedVersion(entry: string, timeoutMs: number): Promise<string> {
  try {
    const response = await fetch(entry, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return `status ${response.status}`;
    return response.headers.get('etag') ?? response.headers.get('last-modified') ?? 'unversioned';
  } catch {
    return 'down';
  }
}

/**
 * The remotes as the render server loads them: the map in remotes.json, each remote's server entry loaded
 * through the federation runtime over HTTP, and checked at most every `intervalMs`. A remote whose entry
 * changed (a redeploy, or back after an outage) is registered again under a new URL, so the runtime loads
 * its new code; the shell's server is neither rebuilt nor restarted.
 */
export class RemoteSources extends ThrottledCheck {
  private readonly deployed = new Map<string, string>();
  private readonly modules = new Map<string, Promise<RemoteExports>>();
  private readonly failed = new Set<string>();
  private generation = 0;

  constructor(
    private readonly source: string,
    intervalMs: number,
    private readonly timeoutMs: number,
  ) {
    super(intervalMs);
  }

  /** Changes whenever what the remotes render may have changed: part of the page cache's key. */
  get version(): number {
    return this.generation;
  }

  protected async check(): Promise<void> {
    let map: RemotesMap;
    try {
      map = await readRemotesMap(this.source, this.timeoutMs);
    } catch (error) {
      console.warn(`remotes.json could not be read: ${(error as Error).message}`);
      return;
    }
    const changed: RemotesMap = {};
    await Promise.all(
      Object.entries(map).map(async ([name, manifest]) => {
        const entry = serverEntryOf(manifest, this.source);
        const version = `${entry} ${await deployedVersion(entry, this.timeoutMs)}`;
        if (this.deployed.get(name) === version) return;
        this.deployed.set(name, version);
        // A new URL per deployment: the runtime keeps what it loaded from the old one.
        const tag = createHash('sha1').update(version).digest('hex').slice(0, 12);
        changed[name] = `${entry}?v=${tag}`;
      }),
    );
    if (Object.keys(changed).length === 0) return;
    for (const key of this.modules.keys()) {
      if ((key.split('/')[0] ?? '') in changed) this.modules.delete(key);
    }
    setRemotes(changed);
    this.generation += 1;
  }

  /** `remote/module`, or null when it cannot be loaded now (tried again on the next page). */
  async load(key: string): Promise<RemoteExports | null> {
    let pending = this.modules.get(key);
    if (!pending) {
      const [remote = '', module = ''] = key.split('/');
      pending = withTimeout(
        // After a failure the remote is registered afresh: the runtime would otherwise replay it.
        loadRemoteModule<RemoteExports>(remote, module, { fresh: this.failed.delete(key) }),
        this.timeoutMs,
        `Loading ${key}`,
      );
      this.modules.set(key, pending);
    }
    try {
      return await pending;
    } catch (error) {
      if (this.modules.get(key) === pending) this.modules.delete(key);
      this.failed.add(key);
      console.warn(`${key} could not be loaded: ${(error as Error).message.split('\n')[0]}`);
      return null;
    }
  }
}
