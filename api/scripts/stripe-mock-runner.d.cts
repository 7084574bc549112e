import type { IncomingMessage, ServerResponse } from 'node:http';

/** See stripe-mock-runner.cjs. */
export function runStripeMock(
  binary: string,
  intercept?: (req: IncomingMessage, body: Buffer, res: ServerResponse) => boolean,
): Promise<{ url: string; stop(): Promise<void> }>;
