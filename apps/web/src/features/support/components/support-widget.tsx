import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/api/me-query';
import { PageLoader } from '@/components/ui/page-loader';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { useSupportWidgetSettings } from '@/features/support/api/get-support-widget';
import { ChatStatus } from './chat-status';
import { SupportIdentity } from './support-identity';
import { SupportPanel } from './support-panel';
import { SupportPhone } from './support-phone';
import { TicketDesk, type DeskView } from './ticket-desk';
import { useSupportChat } from '@/features/support/lib/use-support-chat';

interface Props {
  opened: boolean;
  onClose: () => void;
}

/**
 * The help desk panel (issue 6), opened from the header: who is asking, then the provider's chat when one is
 * configured and answers in time, else the member's support tickets. The desk keeps its place while closed.
 */
export default function SupportWidget({ opened, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const settings = useSupportWidgetSettings();
  const chat = useSupportChat(settings.data, me.data, opened, i18n.language, onClose);
  const [view, setView] = useState<DeskView>({ kind: 'list' });

  return (
    <SupportPanel opened={opened && chat.state !== 'ready'} onClose={onClose} title={t('support.title')}>
      <Stack gap="md">
        {me.data && <SupportIdentity user={me.data} />}
        <SupportPhone />
        {settings.isError && <ServerErrorAlert error={settings.error} />}
        {settings.isPending ? (
          <PageLoader h={120} />
        ) : (
          <>
            <ChatStatus state={chat.state} retrying={chat.retrying} onRetry={chat.retry} />
            {(chat.state === 'tickets' || chat.state === 'unavailable') && <TicketDesk view={view} onView={setView} />}
          </>
        )}
      </Stack>
    </SupportPanel>
  );
}
