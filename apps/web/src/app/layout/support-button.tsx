import { Button, Indicator, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A speech bubble: the help desk's mark in the header. */
function SupportIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" />
      <path d="M9.5 10a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.4v.3M12 17h.01" />
    </svg>
  );
}

interface Props {
  opened: boolean;
  unread: number;
  onToggle: () => void;
}

/** The header's way into the help desk: icon and label (icon only on phones), a count of unread replies. */
export function SupportButton({ opened, unread, onToggle }: Props) {
  const { t } = useTranslation();
  const label = unread > 0 ? `${t('support.button')} · ${t('support.unreadReplies', { count: unread })}` : t('support.button');
  return (
    <Indicator label={unread} size={16} disabled={unread === 0} color="red" offset={4}>
      <Button
        variant={opened ? 'light' : 'subtle'}
        size="compact-md"
        px={6}
        onClick={onToggle}
        aria-label={label}
        aria-expanded={opened}
        data-testid="support-button"
        data-unread={unread}
      >
        <SupportIcon />
        <Text span inherit visibleFrom="xs" ml={6}>
          {t('support.button')}
        </Text>
      </Button>
    </Indicator>
  );
}
