import { UsersService } from '../../users/users.service';

/**
 * Whether an admin's open stream may go on: its account is still an admin with the sessions it connected
 * with (a role change or a sign-out everywhere bumps tokenVersion). The role is checked only when a stream
 * opens, so without this a demoted admin's open stream would keep receiving events. A database that cannot
 * be reached leaves the stream as it is: the next check decides.
 */
export async function adminStillSignedIn(
  users: UsersService,
  userId: string,
): Promise<() => Promise<boolean>> {
  const atConnect = await users.findById(userId);
  const version = atConnect?.tokenVersion ?? 0;
  return async () => {
    try {
      const now = await users.findById(userId);
      return !!now && now.role === 'admin' && (now.tokenVersion ?? 0) === version;
    } catch {
      return true;
    }
  };
}
