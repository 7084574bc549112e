import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useAuthStore } from '@travel/shell/auth';
import { t } from '@travel/shell/i18n';
import { SideMenu } from './side-menu';
import './dashboard.css';

/** Side menu beside the screen on a desktop; on a phone the menu is a drawer behind an Admin menu button. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const user = useAuthStore((state) => state.user);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDrawerOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <div className={`adm-layout${drawerOpen ? ' adm-layout--drawer-open' : ''}`}>
      <div className="adm-layout__bar">
        <button
          ref={toggleRef}
          type="button"
          className="adm-layout__menu-toggle"
          aria-expanded={drawerOpen}
          aria-controls={menuId}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <span className="adm-layout__burger" aria-hidden="true" />
          {/* Not just "Menu": the site's own menu button sits above it on a phone. */}
          {t('admin.menu.label')}
        </button>
        {user ? <span className="adm-layout__user">{user.username}</span> : null}
      </div>
      <aside className="adm-layout__menu">
        <p className="adm-layout__heading">{t('admin.menu.heading')}</p>
        <SideMenu id={menuId} onNavigate={() => setDrawerOpen(false)} />
      </aside>
      <div className="adm-layout__content">{children}</div>
    </div>
  );
}
