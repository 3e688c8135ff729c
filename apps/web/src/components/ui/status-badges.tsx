import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = Omit<BadgeProps, 'color' | 'children'> & {
  active: boolean;
  /** A shorter text for narrow places; the full one stays as the tooltip. */
  short?: boolean;
};

/** A member's account state: active or inactive. */
export function ActiveBadge({ active, short = false, ...props }: Props) {
  const { t } = useTranslation();
  const text = active ? t('status.active') : t('status.inactive');
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light" data-status={active ? 'active' : 'inactive'} title={text} {...props}>
      {short ? (active ? t('status.activeShort') : t('status.inactiveShort')) : text}
    </Badge>
  );
}

/** Spec section 4: binary active with at least one active direct in each of the left and right teams. */
export function BinaryBadge({ active, short = false, ...props }: Props) {
  const { t } = useTranslation();
  const text = active ? t('status.binaryActive') : t('status.binaryInactive');
  return (
    <Badge color={active ? 'blue' : 'orange'} variant={active ? 'filled' : 'light'} data-binary={active ? 'active' : 'inactive'} title={text} {...props}>
      {short ? (active ? t('status.binaryActiveShort') : t('status.binaryInactiveShort')) : text}
    </Badge>
  );
}
