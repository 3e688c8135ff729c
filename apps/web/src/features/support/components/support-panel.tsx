import { Affix, CloseButton, Group, Paper, ScrollArea, Title, Transition } from '@mantine/core';
import { useId, useWindowEvent } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * The help desk as a chat widget: a panel floating above the bottom-right corner that leaves the header and
 * the page usable (not a modal), closed with its button or Escape.
 */
export function SupportPanel({ opened, onClose, title, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') onClose();
  });

  return (
    <Affix position={{ bottom: 12, right: 12 }} zIndex={150}>
      <Transition mounted={opened} transition="slide-up" duration={150}>
        {(styles) => (
          <Paper
            role="dialog"
            aria-modal={false}
            aria-labelledby={titleId}
            shadow="xl"
            radius="md"
            withBorder
            data-testid="support-widget"
            style={{
              ...styles,
              width: 'min(400px, calc(100vw - 24px))',
              // Below the header (56 px) on any screen, so the header stays in reach.
              height: 'min(680px, calc(100dvh - 56px - 24px))',
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            <Group justify="space-between" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
              <Title order={2} size="h4" id={titleId}>
                {title}
              </Title>
              <CloseButton onClick={onClose} aria-label={t('common.close')} data-testid="support-close" />
            </Group>
            <ScrollArea flex={1} type="auto" px="md" py="sm">
              {children}
            </ScrollArea>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
