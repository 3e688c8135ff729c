import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { ClubInfo, LocalizedText } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { progressPercent } from '../lib/club-kinds';

type ClubProgress = ClubInfo['clubs'][number];

export const clubName = (name: LocalizedText, language: string): string => name[language.slice(0, 2) as keyof LocalizedText] ?? name.es;

/** One club: a bar per requirement with the numbers, what is missing in words, and whether the member meets it all. */
export function ClubProgressCard({ progress, isCurrent, isTravel }: { progress: ClubProgress; isCurrent: boolean; isTravel: boolean }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const name = clubName(progress.club.name, i18n.language);
  return (
    <Card withBorder padding="lg" radius="md" data-testid={`club-${progress.club.id}`}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {name}
          </Title>
          <Group gap={6}>
            {isCurrent && <Badge color="blue" variant="light">{t('clubs.currentBadge')}</Badge>}
            <Badge color={progress.qualified ? 'green' : 'gray'} variant={progress.qualified ? 'filled' : 'light'} data-testid="club-qualified">
              {progress.qualified ? t('clubs.qualified') : t('clubs.notQualified')}
            </Badge>
          </Group>
        </Group>
        {progress.requirements.map((r) => {
          const label = t(`clubs.requirements.${r.requirement}`);
          return (
            <Stack key={r.requirement} gap={4} data-testid={`requirement-${r.requirement}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {label}
                </Text>
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {t('clubs.valueOfTarget', { value: format.number(r.value), target: format.number(r.target) })}
                </Text>
              </Group>
              <Progress.Root size="lg" radius="sm">
                <Progress.Section
                  value={progressPercent(r.value, r.target)}
                  color={r.missing === 0 ? 'green' : 'blue'}
                  aria-label={t('clubs.progressLabel', { requirement: label, value: r.value, target: r.target })}
                />
              </Progress.Root>
              <Text size="xs" c={r.missing === 0 ? undefined : 'dimmed'} fw={r.missing === 0 ? 500 : undefined}>
                {r.missing === 0
                  ? t('clubs.met')
                  : t(`clubs.missing.${r.requirement}${isTravel ? 'Travel' : ''}`, { count: r.missing, cap: progress.club.maxPerDirect })}
              </Text>
            </Stack>
          );
        })}
        {progress.requirements.some((r) => r.requirement === 'salesMin') && (
          <Text size="xs" c="dimmed">
            {t('clubs.capNote', { cap: progress.club.maxPerDirect })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
