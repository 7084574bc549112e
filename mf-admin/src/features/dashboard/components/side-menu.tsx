import { useState } from 'react';
import { NavLink, useLocation, useNavigate } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';
import { selectIsAdmin, selectIsGuide, useAuthStore } from '@travel/shell/auth';
import { Button } from '@travel/shell/ui';
import { t } from '@travel/shell/i18n';
import { GUIDE_MENU, groupOfPath, MENU } from '../lib/menu-items';

interface SideMenuProps {
  id: string;
  /** Called after a link or Logout is chosen, so the phone drawer closes. */
  onNavigate: () => void;
}

export function SideMenu({ id, onNavigate }: SideMenuProps) {
  const isAdmin = useAuthStore(selectIsAdmin);
  const isGuide = useAuthStore(selectIsGuide);
  const signOut = useAuthStore((state) => state.signOut);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<Set<string>>(
    () => new Set([groupOfPath(pathname) ?? (isGuide ? 'bookings' : 'home')]),
  );
  const menu = isGuide ? GUIDE_MENU : MENU.filter((group) => !group.adminOnly || isAdmin);

  const toggle = (groupId: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(groupId)) next.delete(groupId);
      else next.add(groupId);
      return next;
    });

  const logout = () => {
    signOut();
    onNavigate();
    void navigate(paths.login, { replace: true });
  };

  return (
    <nav id={id} className="adm-menu" aria-label={t('admin.menu.label')}>
      <ul className="adm-menu__groups">
        {menu.map((group) => {
          const expanded = open.has(group.id);
          const listId = `${id}-${group.id}`;
          return (
            <li key={group.id} className="adm-menu__group">
              <button
                type="button"
                className="adm-menu__group-toggle"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => toggle(group.id)}
              >
                {t(group.label)}
                <span className="adm-menu__chevron" aria-hidden="true" />
              </button>
              <ul id={listId} className="adm-menu__links" hidden={!expanded}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end={link.end}
                      className="adm-menu__link"
                      onClick={onNavigate}
                    >
                      {t(link.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" className="adm-menu__logout" onClick={logout}>
        {t('admin.menu.logout')}
      </Button>
    </nav>
  );
}
