import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupportChatState } from '@/features/support/lib/use-support-chat';

/** The third-party chat on its way, or the word that it is unavailable (the ticket form follows below). */
export function ChatStatus({ state, retrying, onRetry }: { state: SupportChatState; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (state === 'connecting') {
    return (
      <Group gap="sm" py="md" data-testid="support-chat-connecting">
        <Loader size="sm" />
        <Text size="sm">{t('support.chat.connecting')}</Text>
      </Group>
    );
  }
  if (state !== 'unavailable') return null;
  return (
    <Alert color="orange" variant="light" title={t('support.chat.unavailableTitle')} data-testid="support-chat-unavailable">
      <Text size="sm">{t('support.chat.unavailable')}</Text>
      <Button size="compact-sm" variant="light" color="orange" mt="xs" onClick={onRetry} loading={retrying}>
        {t('support.chat.retry')}
      </Button>
    </Alert>
  );
}
