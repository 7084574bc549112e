import { createContext, useContext } from 'react';

/** A public read the server made while rendering the page: its answer, or why it failed. */
export type InitialRead =
  { ok: true; data: unknown } | { ok: false; status: number; message: string };

/**
 * The reads a server-rendered page was rendered from, by URL (exactly as the view asks for it). The first
 * render takes them, on the server and again when the browser hydrates, so both render the same markup and
 * the browser makes no second request; each is taken once, so a later visit to the same view reads afresh.
 */
export class InitialReads {
  private readonly reads: Map<string, InitialRead>;

  constructor(reads: Record<string, InitialRead> = {}) {
    this.reads = new Map(Object.entries(reads));
  }

  /** The read for `url`, without taking it (a render may run twice). */
  peek(url: string): InitialRead | undefined {
    return this.reads.get(url);
  }

  /** Marks the read for `url` as used: later mounts fetch it themselves. */
  take(url: string): void {
    this.reads.delete(url);
  }
}

const NONE = new InitialReads();

/** Provided by the render server and by the browser's hydration; absent everywhere else. */
export const InitialReadsContext = createContext<InitialReads>(NONE);

export const useInitialReads = (): InitialReads => useContext(InitialReadsContext);
