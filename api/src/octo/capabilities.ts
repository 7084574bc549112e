import type { Request } from 'express';

/** The optional capabilities of the specification this API offers: content and pricing. */
export const OFFERED_CAPABILITIES = ['octo/content', 'octo/pricing'] as const;
export type Capability = (typeof OFFERED_CAPABILITIES)[number];

/** What a request asked for (its `Octo-Capabilities` header) that this API offers. */
export function capabilitiesOf(request: Pick<Request, 'headers'>): Set<Capability> {
  const header = request.headers['octo-capabilities'];
  const asked = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((id) => id.trim());
  return new Set(OFFERED_CAPABILITIES.filter((id) => asked.includes(id)));
}

/** The response headers every OCTO answer carries: the capabilities used, and its content's language. */
export function octoHeaders(capabilities: Set<Capability>): Record<string, string> {
  return {
    'Octo-Capabilities': [...capabilities].join(', '),
    'Content-Language': 'en',
    'Available-Languages': 'en',
  };
}
