import { Badge, Group, Table, Text } from '@mantine/core';
import type { Reservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';

/** The booking's passengers, the holder first; minors are marked (under 18 on the day it starts). */
export function PassengersList({ passengers }: { passengers: Reservation['passengers'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" data-testid="reservation-passengers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.name')}</Table.Th>
            <Table.Th>{t('fields.birthDate')}</Table.Th>
            <Table.Th>{t('fields.dni')}</Table.Th>
            <Table.Th>{t('fields.mobile')}</Table.Th>
            <Table.Th>{t('fields.email')}</Table.Th>
            <Table.Th>{t('reservations.passengers.country')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {passengers.map((p, index) => (
            <Table.Tr key={`${index}-${p.name}`} data-testid="reservation-passenger">
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={index === 0 ? 600 : undefined}>
                    {p.name}
                  </Text>
                  {index === 0 && <Badge variant="light" size="sm">{t('reservations.passengers.holder')}</Badge>}
                  {p.isMinor && <Badge color="grape" variant="light" size="sm">{t('reservations.passengers.minor')}</Badge>}
                </Group>
                {p.comments && (
                  <Text size="xs" c="dimmed">
                    {p.comments}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{format.day(p.birthDate)}</Table.Td>
              <Table.Td>{p.dni ?? '—'}</Table.Td>
              <Table.Td>{p.mobile ?? '—'}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.email ?? '—'}</Table.Td>
              <Table.Td>{p.country ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
