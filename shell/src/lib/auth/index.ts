export {
  useAuthStore,
  selectIsAdmin,
  selectIsSignedIn,
  STORAGE_KEYS,
  type AuthState,
  type AuthUser,
  type Role,
} from './auth-store';
