import { Stack, Table, Text } from '@mantine/core';
import type { PaymentStatus, PaymentType } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { Pager } from '@/components/ui/pager';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { formatDay, formatEuros, formatNumber } from '@/lib/format';
import { useTableState } from '@/lib/table-state';
import { useEnjoyPayments, type EnjoyPayment } from '@/features/enjoy/api/get-enjoy-payments';
import { PaymentStatusBadge } from '@/components/ui/payment-status-badge';

interface Props {
  tableId: string;
  types: PaymentType[];
  status?: PaymentStatus;
  /** history: every purchase and spend with its money and state; passes: the Enjoy Passes bought. */
  variant: 'history' | 'passes';
}

/** Points a payment moved: bought ones in, an Enjoy Pass's out (1 point per pass). */
const pointsMoved = (p: EnjoyPayment) => (p.type === 'enjoy_pass' ? -p.amount : p.enjoyPoints);
/** Only a paid payment moved points: the others are shown dimmed. */
const pointsColor = (p: EnjoyPayment) => (p.status !== 'paid' ? 'dimmed' : pointsMoved(p) > 0 ? 'teal' : 'red');

/** The member's Enjoy Points purchases and Enjoy Pass spends, a page at a time, newest first. */
export function EnjoyPaymentsTable({ tableId, types, status, variant }: Props) {
  const { t, i18n } = useTranslation();
  const [state, actions] = useTableState(tableId);
  const list = useEnjoyPayments({ types, status, page: state.page, itemsPerPage: state.size });
  const rows = list.data?.payments ?? [];
  const n = (value: number) => formatNumber(value, i18n.language);
  const signed = (value: number) => (value > 0 ? `+${n(value)}` : `−${n(-value)}`);

  if (list.isError) return <ServerErrorAlert error={list.error} />;
  if (list.isPending) return <PageLoader h={120} />;
  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid={`${tableId}-empty`}>
          {t(variant === 'passes' ? 'enjoy.pass.noneBought' : 'enjoy.history.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={variant === 'passes' ? 320 : 620}>
          <Table striped verticalSpacing={6} fz="sm" data-testid={tableId} style={{ opacity: list.isPlaceholderData ? 0.6 : 1, whiteSpace: 'nowrap' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('enjoy.columns.date')}</Table.Th>
                {variant === 'history' && <Table.Th>{t('enjoy.columns.concept')}</Table.Th>}
                {variant === 'passes' && <Table.Th ta="right">{t('enjoy.columns.passes')}</Table.Th>}
                <Table.Th ta="right">{t('enjoy.columns.points')}</Table.Th>
                {variant === 'history' && (
                  <>
                    <Table.Th>{t('enjoy.columns.status')}</Table.Th>
                    <Table.Th ta="right">{t('enjoy.columns.amount')}</Table.Th>
                    <Table.Th>{t('enjoy.columns.method')}</Table.Th>
                  </>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={p.id} data-testid={`${tableId}-row`}>
                  <Table.Td>{formatDay(p.confirmedAt ?? p.createdAt, i18n.language)}</Table.Td>
                  {variant === 'history' && <Table.Td>{t(p.type === 'enjoy_pass' ? 'enjoy.history.passSpend' : 'enjoy.history.pointsPurchase')}</Table.Td>}
                  {variant === 'passes' && <Table.Td ta="right" fw={600}>{n(p.enjoypass ?? 0)}</Table.Td>}
                  <Table.Td ta="right" fw={600} c={variant === 'history' ? pointsColor(p) : undefined}>
                    {variant === 'history' ? signed(pointsMoved(p)) : n(p.amount)}
                  </Table.Td>
                  {variant === 'history' && (
                    <>
                      <Table.Td>
                        <PaymentStatusBadge status={p.status} size="sm" />
                      </Table.Td>
                      {/* An Enjoy Pass moves no money: its price is in points. */}
                      <Table.Td ta="right">{p.type === 'enjoy_pass' ? '—' : formatEuros(p.amount, i18n.language)}</Table.Td>
                      <Table.Td>{t(`paymentMethods.${p.paymentBy}`, { defaultValue: p.paymentBy })}</Table.Td>
                    </>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows.length > 0 && <Pager page={state.page} size={state.size} total={list.data?.total ?? 0} onPage={actions.setPage} onSize={actions.setSize} />}
    </Stack>
  );
}
