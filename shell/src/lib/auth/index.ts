export {
  useAuthStore,
  selectIsAdmin,
  selectIsGuide,
  selectIsStaff,
  selectIsSignedIn,
  STORAGE_KEYS,
  GUEST_LIMIT_KEY,
  type AuthState,
  type AuthUser,
  type Role,
} from './auth-store';
