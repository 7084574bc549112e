import { Link, Outlet } from '@travel/shell/router';
import { selectIsSignedIn, useAuthStore } from '@travel/shell/auth';
import { Button, Toaster } from '@travel/shell/ui';
import './harness.css';

export function HarnessLayout() {
  const signedIn = useAuthStore(selectIsSignedIn);
  const signOut = useAuthStore((state) => state.signOut);
  return (
    <>
      <header>
        <nav className="bk-harness-nav" aria-label="Harness">
          <strong>mf-booking harness</strong>
          <Link to="/TourPage">Tour page</Link>
          <Link to="/stay-demo">Stay booking</Link>
          <Link to="/client/bookings">My bookings</Link>
          {signedIn ? (
            <Button variant="link" onClick={signOut}>
              Logout
            </Button>
          ) : (
            <Link to="/login">Login</Link>
          )}
        </nav>
      </header>
      <main>
        <Outlet />
      </main>
      <Toaster />
    </>
  );
}
