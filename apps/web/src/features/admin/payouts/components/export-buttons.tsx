import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerErrorText } from '@/components/ui/server-error-alert';
import { toastError, toastSuccess } from '@/lib/toast';
import { downloadPayoutExport, type PayoutExportFormat } from '@/features/admin/payouts/api/download-payout-export';

interface Props {
  from: string;
  to: string;
  disabled: boolean;
}

/** The accepted batch of the chosen days for the bank (SEPA credit transfers) and for people (CSV). */
export function ExportButtons({ from, to, disabled }: Props) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const [pending, setPending] = useState<PayoutExportFormat | null>(null);

  const download = async (format: PayoutExportFormat) => {
    setPending(format);
    try {
      toastSuccess(t('admin.payouts.export.done', { name: await downloadPayoutExport(format, from, to) }));
    } catch (error) {
      toastError(errorText(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <Group gap="sm">
      <Button size="sm" onClick={() => void download('xml')} loading={pending === 'xml'} disabled={disabled || pending !== null} data-testid="payouts-export-xml">
        {t('admin.payouts.export.sepa')}
      </Button>
      <Button size="sm" variant="light" onClick={() => void download('csv')} loading={pending === 'csv'} disabled={disabled || pending !== null} data-testid="payouts-export-csv">
        {t('admin.payouts.export.csv')}
      </Button>
    </Group>
  );
}
