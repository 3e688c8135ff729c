import { Accordion, Anchor, Badge, Breadcrumbs, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/api/me-query';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { formatNumber } from '@/lib/format';
import { useUnilevelInfo } from '@/features/network/api/get-unilevel-info';
import type { UnilevelMember } from '@/features/network/api/get-unilevel-members';
import { PageHeader } from '@/components/ui/page-header';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { UnilevelLevelTable } from '@/features/network/components/unilevel-level-table';

interface Step {
  id: number;
  username: string;
}

/** Issue 3 "Unilevel tree": my sponsorship levels with their counts; a level opens into a paged table. */
export function UnilevelPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  // Members opened from a table, from me downwards: the last one's levels are shown.
  const [path, setPath] = useState<Step[]>([]);
  const [opened, setOpened] = useState<string[]>([]);
  const owner = path.at(-1) ?? (me.data ? { id: me.data.id, username: me.data.username } : undefined);
  const info = useUnilevelInfo(owner?.id);

  if (me.isPending) return <PageLoader />;
  if (me.isError) return <ErrorAlert error={me.error} />;
  const n = (value: number) => formatNumber(value, i18n.language);

  const openPath = (next: Step[]) => {
    setPath(next);
    setOpened([]);
  };
  const openMember = (member: UnilevelMember) => openPath([...path, { id: member.id, username: member.username }]);

  const crumbs = [
    <Anchor key="me" component="button" type="button" size="sm" onClick={() => openPath([])} disabled={path.length === 0}>
      {t('network.unilevel.myNetwork')}
    </Anchor>,
    ...path.map((step, index) =>
      index === path.length - 1 ? (
        <Text key={step.id} size="sm" fw={600} aria-current="location">
          {step.username}
        </Text>
      ) : (
        <Anchor key={step.id} component="button" type="button" size="sm" onClick={() => openPath(path.slice(0, index + 1))}>
          {step.username}
        </Anchor>
      ),
    ),
  ];

  const levels = info.data ?? [];
  return (
    <Stack gap="md">
      <PageHeader title={t('network.unilevel.title')} subtitle={t('network.unilevel.subtitle')} />
      {path.length > 0 && (
        <Breadcrumbs separator="›" aria-label={t('network.unilevel.breadcrumb')} data-testid="unilevel-breadcrumb" style={{ flexWrap: 'wrap' }}>
          {crumbs}
        </Breadcrumbs>
      )}
      {path.length > 0 && owner && (
        <Text size="sm" c="dimmed">
          {t('network.unilevel.levelsOf', { username: owner.username })}
        </Text>
      )}
      {info.isError ? (
        <ServerErrorAlert error={info.error} />
      ) : info.isPending ? (
        <PageLoader />
      ) : levels.length === 0 ? (
        <Card withBorder padding="lg" radius="md">
          <Text c="dimmed" data-testid="unilevel-empty">
            {path.length ? t('network.unilevel.emptyOf', { username: owner?.username }) : t('network.unilevel.empty')}
          </Text>
        </Card>
      ) : (
        <Accordion multiple variant="separated" radius="md" value={opened} onChange={setOpened} key={owner?.id}>
          {levels.map((level) => (
            <Accordion.Item key={level.level} value={String(level.level)} bg="white" data-testid={`unilevel-level-${level.level}`}>
              <Accordion.Control>
                <Group justify="space-between" gap="xs" wrap="wrap" pr="xs">
                  <Text fw={700}>{t('network.unilevel.level', { level: level.level })}</Text>
                  <Group gap={6} wrap="wrap">
                    <Badge variant="light" color="blue" tt="none">
                      {t('network.unilevel.membersCount', { members: n(level.members) })}
                    </Badge>
                    <Badge variant="light" color="teal" tt="none">
                      {t('network.unilevel.activeCount', { active: n(level.activeMembers) })}
                    </Badge>
                    <Badge variant="light" color="grape" tt="none">
                      {t('network.unilevel.pointsCount', { points: n(level.points) })}
                    </Badge>
                  </Group>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {owner && opened.includes(String(level.level)) && <UnilevelLevelTable ownerId={owner.id} level={level.level} onOpenMember={openMember} />}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}

export { UnilevelPage as Component };
