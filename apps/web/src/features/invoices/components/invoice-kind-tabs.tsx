import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { INVOICE_KINDS, type InvoiceKind } from '@/features/invoices/api/get-invoices';

/** One tab per kind of invoice, each its own address (`{basePath}/{kind}`): the member's invoices and the console's. */
export function InvoiceKindTabs({ kind, basePath }: { kind: InvoiceKind; basePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs value={kind} onChange={(value) => value && void navigate(`${basePath}/${value}`)} keepMounted={false}>
      <Tabs.List>
        {INVOICE_KINDS.map((k) => (
          <Tabs.Tab key={k} value={k} data-testid={`invoices-tab-${k}`}>
            {t(`invoices.kinds.${k}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
