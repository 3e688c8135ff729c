import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@/features/invoices/api/get-invoices';

/** A rectifying invoice (a refunded payment) says so, with the number of the invoice it cancels. */
export function RectifiesNote({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  if (!invoice.rectifies) return null;
  return (
    <Group gap={6} wrap="nowrap" data-testid="invoice-rectifies">
      <Badge size="xs" color="orange" variant="light">
        {t('rectifyingInvoice.badge')}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('rectifyingInvoice.rectifies', { invoiceNo: invoice.rectifies.invoiceNo })}
      </Text>
    </Group>
  );
}
