import { AsyncLocalStorage } from 'node:async_hooks';
import { AuthedRequest } from '../common/auth/auth-user';
import { ActorType } from './audit-kinds';

/**
 * Who is acting, carried along the async calls of one request (or one sweep, one webhook) so the services
 * that record changes need no actor parameter threaded through every signature. The request is kept rather
 * than its user: the middleware that opens the context runs before the guards sign the caller in.
 */
interface ActingContext {
  request?: AuthedRequest;
  /** Set by `actingAs`: a source that is no account (the webhook, the sweep). */
  source?: Exclude<ActorType, 'admin' | 'guide' | 'user'>;
}

const storage = new AsyncLocalStorage<ActingContext>();

/** Runs the rest of a request (`next`) in its own context. */
export function withRequest(request: AuthedRequest, next: () => void): void {
  storage.run({ request }, next);
}

/** Runs `work` as a source that is no account: what it records names that source. */
export function actingAs<R>(source: 'webhook' | 'sweep' | 'system', work: () => R): R {
  return storage.run({ source }, work);
}

export interface Actor {
  id: string | null;
  email: string | null;
  type: ActorType;
}

/** The actor of the current context: the signed-in caller, else the unsigned source. */
export function currentActor(): Actor {
  const context = storage.getStore();
  if (context?.source) return { id: null, email: null, type: context.source };
  const user = context?.request?.user;
  if (user) return { id: user.id, email: user.email, type: user.role };
  return { id: null, email: null, type: context?.request ? 'visitor' : 'system' };
}
