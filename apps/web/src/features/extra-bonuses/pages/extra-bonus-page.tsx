import { Stack, Text } from '@mantine/core';
import { EXTRA_BONUS_KINDS } from '@vo/domain';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import type { ExtraBonusKind } from '../api/get-extra-bonuses';
import { ExtraBonusEstimateCard } from '../components/extra-bonus-estimate-card';
import { ExtraBonusHistoryCard } from '../components/extra-bonus-history-card';

/** Spec section 2 "my network": extra monthly bonus and extra annual bonus (issue 17), one screen per kind. */
function ExtraBonusPage({ kind }: { kind: ExtraBonusKind }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={t(`extraBonuses.${kind}.title`)} subtitle={t(`extraBonuses.${kind}.subtitle`)} />
      <ExtraBonusEstimateCard kind={kind} />
      <ExtraBonusHistoryCard kind={kind} />
      <Text size="xs" c="dimmed">
        {t(`extraBonuses.${kind}.rules`)}
      </Text>
    </Stack>
  );
}

/** `/network/extra-bonus/monthly` and `/network/extra-bonus/annual`. */
export function ExtraBonusRoute() {
  const param = useParams().kind;
  const kind = EXTRA_BONUS_KINDS.find((k) => k === param);
  if (!kind) return <Navigate to="/error/404" replace />;
  return <ExtraBonusPage key={kind} kind={kind} />;
}

export { ExtraBonusRoute as Component };
