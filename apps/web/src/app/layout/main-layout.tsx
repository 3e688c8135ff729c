import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useMe } from '@/api/me-query';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { PageLoader } from '@/components/ui/page-loader';
import { TableStateProvider } from '@/lib/table-state';
import { useLogout } from '@/lib/use-logout';
import { ActingAsBanner } from './acting-as-banner';
import { Navbar } from './navbar';
import { SupportEntry } from './support-entry';
import { UserMenu } from './user-menu';

/** The main layout (spec section 2), entered through the guard: header, side menu (a burger below `sm`), screen. */
export function MainLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const me = useMe();
  const logout = useLogout();
  const onLogout = () => void logout();

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding={{ base: 'sm', sm: 'lg' }}>
      <AppShell.Header>
        {/* On a 390 px phone every pixel counts: tighter padding and gaps, and the name gives way first. */}
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('menu.toggle')} aria-expanded={opened} />
            <Text component={Link} to="/" fw={700} fz={{ base: 'md', sm: 'lg' }} c="blue.8" truncate="end" style={{ textDecoration: 'none' }}>
              {t('app.name')}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <SupportEntry loggedIn={Boolean(me.data)} />
            <LanguageSwitch />
            {me.data && <UserMenu user={me.data} onLogout={onLogout} />}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <Navbar onNavigate={close} onLogout={onLogout} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <ActingAsBanner />
        <TableStateProvider>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </TableStateProvider>
      </AppShell.Main>
    </AppShell>
  );
}
