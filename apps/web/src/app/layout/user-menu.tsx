import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@/api/me';

export function UserMenu({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('menu.userMenu', { username: user.username })} data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.image} alt="" radius="xl" size={30} color="blue">
              {user.username.slice(0, 2).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="xs" maw={160} truncate>
              {user.username}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item onClick={onLogout} color="red">
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
