import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MembershipState } from '@vo/domain';

/** Spec section 4 "Membership payment": correct (back office active) or out of date (reactivate). */
export function MembershipStateBadge({ state, ...props }: Omit<BadgeProps, 'color' | 'children'> & { state: MembershipState }) {
  const { t } = useTranslation();
  return (
    <Badge color={state === 'correct' ? 'teal' : 'red'} variant="light" data-membership-state={state} {...props}>
      {t(`membershipState.${state}`)}
    </Badge>
  );
}
