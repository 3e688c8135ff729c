import { Badge, Card, EmptyState, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/api/me-query';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { formatNumber } from '@/lib/format';
import { useUnilevelEnjoy } from '@/features/network/api/get-unilevel-enjoy';
import { PageHeader } from '@/components/ui/page-header';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';

/** Issue 3 "Enjoy bonus tree": who generated Enjoy bonuses (Travel Points) for me, level by level. */
export function EnjoyPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const tree = useUnilevelEnjoy(me.data?.id);
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <ErrorAlert error={me.error} />;
  const n = (value: number) => formatNumber(value, i18n.language);
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
          <Card key={level.level} withBorder padding="md" radius="md" data-testid={`enjoy-level-${level.level}`}>
            <Group justify="space-between" mb="sm" gap="xs">
              <Title order={2} size="h4">
                {t('network.unilevel.level', { level: level.level })}
              </Title>
              <Group gap={6}>
                <Badge variant="light" tt="none">
                  {t('network.unilevel.membersCount', { members: n(level.members.length) })}
                </Badge>
                <Badge variant="light" color="grape" tt="none">
                  {t('network.enjoy.travelPoints', { points: n(level.points) })}
                </Badge>
              </Group>
            </Group>
            <Table.ScrollContainer minWidth={360}>
              <Table striped verticalSpacing={6} fz="sm" style={{ whiteSpace: 'nowrap' }}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('network.enjoy.member')}</Table.Th>
                    <Table.Th ta="right">{t('network.enjoy.bonuses')}</Table.Th>
                    <Table.Th ta="right">{t('network.enjoy.points')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {level.members.map((member) => (
                    <Table.Tr key={member.id}>
                      <Table.Td fw={600}>{member.username}</Table.Td>
                      <Table.Td ta="right">{n(member.bonuses)}</Table.Td>
                      <Table.Td ta="right">{n(member.points)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        ))
      )}
      {levels.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('network.enjoy.emptyText')}
        </Text>
      )}
    </Stack>
  );
}

export { EnjoyPage as Component };
