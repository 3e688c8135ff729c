import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerErrorText } from '@/components/ui/server-error-alert';
import { toastError } from '@/lib/toast';
import { getAllWalletMovements, type WalletMovementFilter, type WalletMovementsQuery } from '@/api/wallet-movements';
import { downloadCsv, movementsCsv, MOVEMENT_CSV_COLUMNS } from '@/features/wallet/lib/movement-csv';
import { useMovementLabels } from '@/lib/use-movement-labels';

interface Props {
  filter: WalletMovementFilter;
  sort: WalletMovementsQuery['sort'];
  disabled?: boolean;
}

/** Every movement the filters select (all pages, in the screen's order) as a CSV file. */
export function ExportCsvButton({ filter, sort, disabled }: Props) {
  const { t } = useTranslation();
  const labels = useMovementLabels();
  const errorText = useServerErrorText();
  const [pending, setPending] = useState(false);

  const exportCsv = async () => {
    setPending(true);
    try {
      const movements = await getAllWalletMovements(filter, sort);
      const header = Object.fromEntries(MOVEMENT_CSV_COLUMNS.map((c) => [c, t(`wallet.csv.${c}`)]));
      const csv = movementsCsv(movements, { header: (c) => header[c]!, concept: labels.concept, account: labels.account });
      downloadCsv(`${t('wallet.csv.filename')}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } catch (error) {
      toastError(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Button size="sm" variant="light" onClick={() => void exportCsv()} loading={pending} disabled={disabled} data-testid="wallet-export-csv">
      {t('wallet.exportCsv')}
    </Button>
  );
}
