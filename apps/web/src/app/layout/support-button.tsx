import { Button, Indicator, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '@/components/ui/svg-icon';

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
        {/* A speech bubble: the help desk's mark in the header. */}
        <SvgIcon src="/icons/support.svg" />
        <Text span inherit visibleFrom="xs" ml={6}>
          {t('support.button')}
        </Text>
      </Button>
    </Indicator>
  );
}
