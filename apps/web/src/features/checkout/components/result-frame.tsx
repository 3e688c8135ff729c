import { Button, Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  tone: 'success' | 'pending' | 'failure';
  title: string;
  children: ReactNode;
  /** Extra actions before "go home". */
  actions?: ReactNode;
}

const TONES = { success: { color: 'teal', mark: '✓' }, pending: { color: 'blue', mark: '…' }, failure: { color: 'red', mark: '!' } } as const;

/** The frame of the checkout result pages: a clear outcome, what follows, and the way back home. */
export function ResultFrame({ tone, title, children, actions }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={620} mx="auto" data-testid={`checkout-${tone}`}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={TONES[tone].color} radius="xl" size="lg" aria-hidden>
            {TONES[tone].mark}
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
        </Group>
        {children}
        <Group gap="sm">
          {actions}
          <Button component={Link} to="/" variant={actions ? 'default' : 'filled'}>
            {t('common.goHome')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
