import { NavLink, ScrollArea } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMe } from '@/api/me-query';
import { MENU, visibleMenu, type MenuEntry } from './menu';

function isActive(entry: MenuEntry, pathname: string): boolean {
  if (entry.to) return entry.to === '/' ? pathname === '/' : pathname === entry.to || pathname.startsWith(`${entry.to}/`);
  return (entry.children ?? []).some((child) => isActive(child, pathname));
}

function Entry({ entry, onNavigate, onLogout }: { entry: MenuEntry; onNavigate: () => void; onLogout: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isActive(entry, pathname);
  if (entry.children?.length) {
    return (
      <NavLink label={t(entry.label)} defaultOpened={active} active={active} variant="subtle" data-testid={`menu-${entry.id}`}>
        {entry.children.map((child) => (
          <Entry key={child.id} entry={child} onNavigate={onNavigate} onLogout={onLogout} />
        ))}
      </NavLink>
    );
  }
  if (entry.action === 'logout') {
    return <NavLink component="button" type="button" label={t(entry.label)} onClick={onLogout} data-testid={`menu-${entry.id}`} />;
  }
  return (
    <NavLink
      component={Link}
      to={entry.to ?? '/'}
      label={t(entry.label)}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      data-testid={`menu-${entry.id}`}
    />
  );
}

export function Navbar({ onNavigate, onLogout }: { onNavigate: () => void; onLogout: () => void }) {
  const { t } = useTranslation();
  const roles = useMe().data?.roles;
  const entries = useMemo(() => visibleMenu(MENU, roles ?? []), [roles]);
  return (
    <ScrollArea component="nav" aria-label={t('menu.label')} type="auto" style={{ flex: 1 }}>
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} onNavigate={onNavigate} onLogout={onLogout} />
      ))}
    </ScrollArea>
  );
}
