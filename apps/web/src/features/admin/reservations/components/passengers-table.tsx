import { Badge, Group } from '@mantine/core';
import type { Reservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import { useFormat } from '@/lib/use-format';

type Passenger = Reservation['passengers'][number];

/** The passengers of a reservation (a phone card leaves out what was not given), the holder first (the staff reach the booking through their mobile and e-mail). */
export function PassengersTable({ passengers }: { passengers: Passenger[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = (key: string) => t(`adminReservations.passengers.${key}`);
  const dash = (value: string | null) => value ?? '—';
  const columns: Column<Passenger>[] = [
    {
      id: 'name',
      header: label('name'),
      cell: (p) => (
        <Group gap={6} wrap="nowrap">
          {p.name}
          {passengers.indexOf(p) === 0 && <Badge size="xs" variant="light">{label('holder')}</Badge>}
          {p.isMinor && <Badge size="xs" variant="light" color="grape">{label('minor')}</Badge>}
        </Group>
      ),
      card: 'title',
    },
    { id: 'birthDate', header: label('birthDate'), cell: (p) => format.day(p.birthDate), card: 'subtitle' },
    { id: 'dni', header: label('dni'), cell: (p) => dash(p.dni), cardCell: (p) => p.dni },
    { id: 'mobile', header: label('mobile'), cell: (p) => dash(p.mobile), cardCell: (p) => p.mobile },
    { id: 'email', header: label('email'), cell: (p) => dash(p.email), cardCell: (p) => p.email },
    { id: 'country', header: label('country'), cell: (p) => dash(p.country), cardCell: (p) => p.country },
    { id: 'comments', header: label('comments'), cell: (p) => dash(p.comments), cardCell: (p) => p.comments, maw: 260 },
  ];
  return (
    <DataTable
      columns={columns}
      rows={passengers}
      rowKey={(p) => passengers.indexOf(p)}
      minWidth={900}
      emptyText={label('none')}
      testId="reservation-passengers"
      rowTestId="reservation-passenger"
      focusableScroll
    />
  );
}
