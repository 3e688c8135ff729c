import { Badge, Card, Group, Stack, Title } from '@mantine/core';
import type { Training } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { Facts } from '@/components/ui/facts';
import { localized } from '@/lib/localized';
import { useFormat } from '@/lib/use-format';
import { WatchReplayButton } from './watch-replay-button';

/** A recorded session: its category, title, speaker, language and day, and "watch". */
export function TrainingCard({ training }: { training: Training }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const title = localized(training.title, i18n.language);
  return (
    <Card withBorder radius="md" padding="md" data-testid="training-card" data-id={training.id}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group gap="xs">
            <Badge variant="light" data-testid="training-category">
              {localized(training.categoryName, i18n.language)}
            </Badge>
          </Group>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Facts
            cols={{ base: 2, sm: 3 }}
            facts={[
              { label: t('trainings.author'), value: training.author },
              { label: t('trainings.language'), value: t(`languageNames.${training.language}`) },
              { label: t('trainings.date'), value: format.day(training.date) },
            ]}
          />
        </Stack>
        <WatchReplayButton title={title} replay={training.replay} />
      </Stack>
    </Card>
  );
}
