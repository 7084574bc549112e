import { useAuthStore } from '@travel/shell/auth';

/** The booker fields' starting values: the signed-in visitor's name and email, else empty; no phone. */
export function useSignedInBooker(): { name: string; email: string; phone: string } {
  const user = useAuthStore((state) => state.user);
  return { name: user?.username ?? '', email: user?.email ?? '', phone: '' };
}
