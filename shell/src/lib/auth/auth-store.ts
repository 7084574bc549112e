import { create } from 'zustand';

/** A guide opens tour-time manifests and checks guests in, and nothing else of the admin. */
export type Role = 'admin' | 'guide' | 'user';
const ROLES: readonly unknown[] = ['admin', 'guide', 'user'];

export interface AuthUser {
  _id: string;
  username: string;
  email: string;
  role: Role;
}

export interface AuthState {
  token: string | null;
  user: AuthUser | null;
  signIn: (token: string, user: AuthUser) => void;
  signOut: () => void;
}

// The spec fixes these client storage keys; other code (and older sessions) read them directly.
export const STORAGE_KEYS = { token: 'token', user: 'user', role: 'role' } as const;

/**
 * The spec's client key for the stay guest limit: the admin screen writes it when it saves the limit,
 * the stay form reads it until the API answers.
 */
export const GUEST_LIMIT_KEY = 'maxGuestLimit';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage access throws in some privacy modes: run signed out rather than crash.
    return null;
  }
}

function isAuthUser(value: unknown): value is AuthUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate._id === 'string' && ROLES.includes(candidate.role);
}

function readPersisted(): Pick<AuthState, 'token' | 'user'> {
  const store = storage();
  const token = store?.getItem(STORAGE_KEYS.token) ?? null;
  let user: AuthUser | null = null;
  try {
    const parsed: unknown = JSON.parse(store?.getItem(STORAGE_KEYS.user) ?? 'null');
    user = isAuthUser(parsed) ? parsed : null;
  } catch {
    user = null;
  }
  return token ? { token, user } : { token: null, user: null };
}

export const useAuthStore = create<AuthState>()((set) => ({
  ...readPersisted(),
  signIn: (token, user) => {
    const store = storage();
    store?.setItem(STORAGE_KEYS.token, token);
    store?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    store?.setItem(STORAGE_KEYS.role, user.role);
    set({ token, user });
  },
  signOut: () => {
    const store = storage();
    Object.values(STORAGE_KEYS).forEach((key) => store?.removeItem(key));
    set({ token: null, user: null });
  },
}));

export const selectIsSignedIn = (state: AuthState): boolean => state.token !== null;
export const selectIsAdmin = (state: AuthState): boolean =>
  state.token !== null && state.user?.role === 'admin';
export const selectIsGuide = (state: AuthState): boolean =>
  state.token !== null && state.user?.role === 'guide';
/** Who may open the admin area: admins, and guides (who see only the manifests there). */
export const selectIsStaff = (state: AuthState): boolean =>
  selectIsAdmin(state) || selectIsGuide(state);

if (typeof window !== 'undefined') {
  // Signing in or out in another tab changes localStorage there: follow it here.
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values<string>(STORAGE_KEYS).includes(event.key)) {
      useAuthStore.setState(readPersisted());
    }
  });
}
