import { Badge, Card, EmptyState, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/api/me-query';
import { DataTable } from '@/components/ui/data-table';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { SectionCard } from '@/components/ui/section-card';
import { useFormat } from '@/lib/use-format';
import { useUnilevelEnjoy } from '@/features/network/api/get-unilevel-enjoy';
import { LatestEnjoyBonuses } from '@/features/network/components/latest-enjoy-bonuses';
import { PageHeader } from '@/components/ui/page-header';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';

/** Issue 3 "Enjoy bonus tree": who generated Enjoy bonuses (Travel Points) for me, level by level, and each bonus with its reservation. */
export function EnjoyPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const me = useMe();
  const tree = useUnilevelEnjoy(me.data?.id);
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <ErrorAlert error={me.error} />;
  const n = format.number;
  const levels = tree.data ?? [];

  return (
    <Stack gap="md">
      <PageHeader title={t('network.enjoy.title')} subtitle={t('network.enjoy.subtitle')} />
      {tree.isError ? (
        <ServerErrorAlert error={tree.error} />
      ) : tree.isPending ? (
        <PageLoader />
      ) : levels.length === 0 ? (
        <Card withBorder padding="xl" radius="md" data-testid="enjoy-empty">
          <EmptyState
            title={t('network.enjoy.emptyTitle')}
            description={t('network.enjoy.emptyText')}
            icon={<span aria-hidden>✈</span>}
          />
        </Card>
      ) : (
        levels.map((level) => (
          <SectionCard
            key={level.level}
            title={t('network.unilevel.level', { level: level.level })}
            aside={
              <Group gap={6}>
                <Badge variant="light" tt="none">
                  {t('network.unilevel.membersCount', { members: n(level.members.length) })}
                </Badge>
                <Badge variant="light" color="grape" tt="none">
                  {t('network.enjoy.travelPoints', { points: n(level.points) })}
                </Badge>
              </Group>
            }
            testId={`enjoy-level-${level.level}`}
          >
            <DataTable
              columns={[
                { id: 'member', header: t('network.enjoy.member'), cell: (member) => member.username, fw: 600 },
                { id: 'bonuses', header: t('network.enjoy.bonuses'), cell: (member) => n(member.bonuses), align: 'right' },
                { id: 'points', header: t('network.enjoy.points'), cell: (member) => format.points(member.points), align: 'right' },
                // Net points above; what cancelled reservations took back, apart.
                {
                  id: 'clawedBack', header: t('network.enjoy.clawedBack'), align: 'right',
                  cell: (member) => (member.clawedBack ? format.signed(-member.clawedBack, format.points) : '—'), color: (member) => (member.clawedBack ? 'red' : undefined),
                },
              ]}
              rows={level.members}
              rowKey={(member) => member.id}
              minWidth={460}
              nowrap
              // Four short columns fit a phone.
              cards={false}
              emptyText={t('network.enjoy.emptyText')}
            />
          </SectionCard>
        ))
      )}
      {levels.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {t('network.enjoy.emptyText')}
          </Text>
          <SectionCard title={t('network.enjoy.latest.title')} hint={t('network.enjoy.latest.hint')} testId="enjoy-bonuses-card">
            <LatestEnjoyBonuses />
          </SectionCard>
        </>
      )}
    </Stack>
  );
}

export { EnjoyPage as Component };
