import { Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@/api/me';
import { useMe } from '@/api/me-query';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { BinaryBadge } from '@/components/ui/status-badges';
import { formatNumber } from '@/lib/format';
import { useDirectsStats, type DirectsStats } from '@/features/network/api/get-directs-stats';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshNote } from '@/features/network/components/refresh-note';
import { BinaryWeeksCard } from '@/features/network/components/binary-weeks-card';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { LEGS, type Leg } from '@/features/network/lib/legs';

interface Row {
  key: string;
  value: (leg: Leg) => number;
}

/** The rows of the leg table: team totals from /api/me (daily pass), directs from /api/userStats/directs (immediate). */
function rowsOf(user: CurrentUser, directs: DirectsStats): Row[] {
  const pick = (left: number | undefined, right: number | undefined) => (leg: Leg) => (leg === 'left' ? left : right) ?? 0;
  return [
    { key: 'members', value: pick(user.leftMembers, user.rightMembers) },
    { key: 'activeMembers', value: pick(user.leftActiveMembers, user.rightActiveMembers) },
    { key: 'points', value: pick(user.leftPoints, user.rightPoints) },
    { key: 'carry', value: pick(user.leftCarry, user.rightCarry) },
    { key: 'teamPoints', value: pick(user.leftTeamPoints, user.rightTeamPoints) },
    { key: 'directPoints', value: (leg) => directs[leg].directPoints },
    { key: 'directs', value: (leg) => directs[leg].directs },
    { key: 'activeDirects', value: (leg) => directs[leg].activeDirects },
  ];
}

function BinaryStatus({ directs }: { directs: DirectsStats }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md" data-testid="overview-binary">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('network.overview.binaryTitle')}
          </Title>
          <BinaryBadge active={directs.isBinaryActive} size="lg" />
        </Group>
        {directs.isBinaryActive ? (
          <Text size="sm">{t('network.overview.binaryActiveText')}</Text>
        ) : (
          <>
            <Text size="sm">{t('network.overview.binaryRule')}</Text>
            <List size="sm" spacing={4} data-testid="missing-legs">
              {directs.missingLegs.map((leg) => (
                <List.Item key={leg}>{t(`network.overview.missing.${leg}`)}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** Issue 3 "General view": totals per leg, binary-active status and what is missing for it. */
export function OverviewPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const directs = useDirectsStats();
  if (me.isPending || directs.isPending) return <PageLoader />;
  if (me.isError) return <ErrorAlert error={me.error} />;
  if (directs.isError) return <ServerErrorAlert error={directs.error} />;
  const n = (value: number) => formatNumber(value, i18n.language);
  const rows = rowsOf(me.data, directs.data);

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={t('network.overview.title')} subtitle={t('network.overview.subtitle')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BinaryStatus directs={directs.data} />
        <Card withBorder padding="lg" radius="md">
          <Stack gap={6}>
            <Title order={2} size="h4">
              {t('network.overview.personalTitle')}
            </Title>
            <Text size="sm">{t('network.overview.personalPoints', { points: n(me.data.personalPoints ?? 0) })}</Text>
            <Text size="sm">{t('network.overview.defaultLeg', { leg: t(`network.legs.${me.data.defaultLeg ?? 'left'}`) })}</Text>
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder padding="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('network.overview.legsTitle')}
        </Title>
        <Table.ScrollContainer minWidth={300}>
          <Table striped verticalSpacing={8} horizontalSpacing="xs" fz="sm" data-testid="overview-legs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                {LEGS.map((leg) => (
                  <Table.Th key={leg} ta="right">
                    {t(`network.legs.${leg}`)}
                  </Table.Th>
                ))}
                <Table.Th ta="right">{t('network.overview.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key} data-testid={`overview-${row.key}`}>
                  <Table.Th scope="row" fw={500}>
                    {t(`network.overview.rows.${row.key}`)}
                  </Table.Th>
                  {LEGS.map((leg) => (
                    <Table.Td key={leg} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {n(row.value(leg))}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {n(row.value('left') + row.value('right'))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <BinaryWeeksCard />
      <Stack gap={2}>
        <RefreshNote>{t('network.refreshNote')}</RefreshNote>
        <Text size="sm" c="dimmed">
          {t('network.overview.immediateNote')}
        </Text>
      </Stack>
    </Stack>
  );
}

export { OverviewPage as Component };
