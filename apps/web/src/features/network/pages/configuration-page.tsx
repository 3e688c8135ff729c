import { Badge, Button, Card, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/api/me-query';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { toastSuccess } from '@/lib/toast';
import { useUpdateDefaultLeg } from '@/features/network/api/update-default-leg';
import { PageHeader } from '@/components/ui/page-header';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { DEFAULT_LEG_CHOICES, isDefaultLeg, type DefaultLeg } from '@/features/network/lib/legs';

/**
 * Issue 3 "Configuration": my default leg. DESIGN.md section 5: a member I sponsor without a chosen upline or
 * leg goes to the outermost free slot of this leg below me; balanced picks the leg with fewer team points.
 */
export function ConfigurationPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [chosen, setChosen] = useState<DefaultLeg | null>(null);
  const update = useUpdateDefaultLeg(me.data?.id ?? 0);
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <ErrorAlert error={me.error} />;

  const current = isDefaultLeg(me.data.defaultLeg) ? me.data.defaultLeg : null;
  const selected = chosen ?? current;
  const save = () => {
    if (!selected) return;
    update.mutate(selected, { onSuccess: () => toastSuccess(t('network.configuration.saved', { leg: t(`network.legs.${selected}`) })) });
  };

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('network.configuration.title')} subtitle={t('network.configuration.subtitle')} />
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group gap="xs">
            <Text fw={600}>{t('network.configuration.current')}</Text>
            <Badge size="lg" variant="light" tt="none" data-testid="current-default-leg">
              {current ? t(`network.legs.${current}`) : t('network.configuration.notSet')}
            </Badge>
          </Group>
          <Radio.Group
            value={selected}
            onChange={(value) => isDefaultLeg(value) && setChosen(value)}
            label={t('network.configuration.legend')}
            description={t('network.configuration.description')}
          >
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm" mt="sm">
              {DEFAULT_LEG_CHOICES.map((leg) => (
                <Radio.Card key={leg} value={leg} radius="md" p="md" data-testid={`default-leg-${leg}`} style={{ display: 'flex', alignItems: 'flex-start' }}>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <Stack gap={4}>
                      <Text fw={700}>{t(`network.configuration.choices.${leg}.title`)}</Text>
                      <Text size="sm" c="dimmed">
                        {t(`network.configuration.choices.${leg}.text`)}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <Text size="sm" c="dimmed">
            {t('network.configuration.note')}
          </Text>
          <ServerErrorAlert error={update.error} />
          <Group justify="flex-end">
            <Button onClick={save} loading={update.isPending} disabled={!selected || selected === current}>
              {t('network.configuration.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

export { ConfigurationPage as Component };
