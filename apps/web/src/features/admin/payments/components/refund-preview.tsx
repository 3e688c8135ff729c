import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { useFormat } from '@/lib/use-format';
import { useMovementLabels } from '@/lib/use-movement-labels';
import { useRefundPreview } from '@/features/admin/payments/api/get-refund-preview';

/** Issue 19: what a refund will reverse (money, commissions clawed back, volume, invoices), as the server computes it. */
export function RefundPreview({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useMovementLabels();
  const preview = useRefundPreview(paymentId);
  if (preview.isPending) return <PageLoader h={80} />;
  if (preview.isError) return <ErrorAlert error={preview.error} />;
  const { movements, volume, invoices } = preview.data;
  return (
    <Stack gap="xs" data-testid="refund-preview">
      <Text size="sm" fw={600}>
        {t('admin.refund.previewTitle')}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table fz="sm" verticalSpacing={4}>
          <Table.Tbody>
            {movements.map((m, index) => (
              <Table.Tr key={index} data-testid="refund-preview-line" data-username={m.member?.username ?? ''}>
                <Table.Td>{m.member ? m.member.username : t('admin.refund.company')}</Table.Td>
                <Table.Td>{labels.account(m.account)}</Table.Td>
                <Table.Td ta="right" c={m.amount < 0 ? 'red.8' : undefined}>
                  {format.euros(m.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {volume > 0 && <Text size="sm">{t('admin.refund.volume', { points: volume })}</Text>}
      {invoices.map((invoice) => (
        <Text size="sm" key={invoice.rectifies}>
          {t('admin.refund.invoice', { invoice: invoice.rectifies, amount: format.euros(invoice.amount) })}
        </Text>
      ))}
    </Stack>
  );
}
