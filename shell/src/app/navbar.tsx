import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '@travel/shell/router';
import { selectIsAdmin, useAuthStore } from '@travel/shell/auth';

export const SCROLL_THRESHOLD_PX = 10;

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/visa', label: 'VISA' },
  { to: '/usa', label: 'US-A' },
  { to: '/contact', label: 'Contact' },
  { to: '/hotel', label: 'Hotels' },
  { to: '/us', label: 'About' },
  { to: '/faqs', label: 'FAQs' },
];

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY >= threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

function UserMenu() {
  const user = useAuthStore((state) => state.user);
  const isAdmin = useAuthStore(selectIsAdmin);
  const signOut = useAuthStore((state) => state.signOut);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const logout = () => {
    signOut();
    void navigate('/login', { replace: true });
  };

  return (
    <li className="sh-user-menu">
      <button
        type="button"
        className="sh-user-menu__toggle"
        aria-expanded={open}
        aria-controls="sh-user-menu-list"
        onClick={() => setOpen((value) => !value)}
      >
        {user?.username || 'My account'}
      </button>
      <ul id="sh-user-menu-list" className="sh-user-menu__list" hidden={!open}>
        <li>
          <Link to="/client" onClick={() => setOpen(false)}>
            My bookings
          </Link>
        </li>
        {isAdmin ? (
          <li>
            <Link to="/admin" onClick={() => setOpen(false)}>
              Dashboard
            </Link>
          </li>
        ) : null}
        <li>
          <button type="button" className="sh-user-menu__logout" onClick={logout}>
            Logout
          </button>
        </li>
      </ul>
    </li>
  );
}

export function Navbar() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const signedIn = useAuthStore((state) => state.token !== null);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);

  // Close the mobile menu on navigation (state derived from the location, not an effect).
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header className={`sh-navbar${scrolled ? ' active' : ''}`}>
      <nav className="sh-navbar__inner" aria-label="Main">
        <Link to="/" className="sh-navbar__brand">
          Travel &amp; Tours
        </Link>
        <button
          type="button"
          className="sh-navbar__burger"
          aria-expanded={menuOpen}
          aria-controls="sh-navbar-links"
          onClick={() => setMenuOpen((value) => !value)}
        >
          <span className="tr-visually-hidden">Menu</span>
          <span aria-hidden="true">☰</span>
        </button>
        <ul id="sh-navbar-links" className={`sh-navbar__links${menuOpen ? ' is-open' : ''}`}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {signedIn ? (
            <UserMenu />
          ) : (
            <>
              <li>
                <NavLink to="/login">Login</NavLink>
              </li>
              <li>
                <NavLink to="/register" className="sh-navbar__cta">
                  Register
                </NavLink>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
