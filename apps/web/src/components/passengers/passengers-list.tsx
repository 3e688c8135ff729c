import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Reservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { Facts } from '@/components/ui/facts';
import { useFormat } from '@/lib/use-format';

/** The booking's passengers, the holder first, one card each (readable on a phone); minors are marked. */
export function PassengersList({ passengers }: { passengers: Reservation['passengers'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="sm" data-testid="reservation-passengers">
      {passengers.map((p, index) => (
        <Paper key={`${index}-${p.name}`} withBorder radius="md" p="sm" data-testid="reservation-passenger">
          <Group gap={6} mb="xs">
            <Text fw={600}>{p.name}</Text>
            {index === 0 && (
              <Badge variant="light" size="sm">
                {t('reservations.passengers.holder')}
              </Badge>
            )}
            {p.isMinor && (
              <Badge color="grape" variant="light" size="sm">
                {t('reservations.passengers.minor')}
              </Badge>
            )}
          </Group>
          <Facts
            cols={{ base: 2, md: 5 }}
            facts={[
              { label: t('fields.birthDate'), value: format.day(p.birthDate) },
              { label: t('fields.dni'), value: p.dni ?? '—' },
              { label: t('fields.mobile'), value: p.mobile ?? '—' },
              { label: t('fields.email'), value: <span style={{ overflowWrap: 'anywhere' }}>{p.email ?? '—'}</span> },
              { label: t('reservations.passengers.country'), value: p.country ?? '—' },
            ]}
          />
          {p.comments && (
            <Text size="sm" c="dimmed" mt="xs">
              {p.comments}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
