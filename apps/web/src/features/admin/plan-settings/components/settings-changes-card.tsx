import { Card, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import { localeOf } from '@/lib/format';
import { useSettings } from '@/lib/settings';
import { useSettingsChanges, type SettingsChange } from '@/features/admin/plan-settings/api/get-settings-changes';

interface Props {
  entity: SettingsChange['entity'];
  /** What changed, as the screen names it (a level's field or a variable's key). */
  fieldLabel: (change: SettingsChange) => string;
  /** A value as the screen shows it. */
  valueText: (change: SettingsChange, value: string) => string;
}

/** The audit of the screen's data: who changed what, from which value to which, newest first. */
export function SettingsChangesCard({ entity, fieldLabel, valueText }: Props) {
  const { t, i18n } = useTranslation();
  const { defaultPageSize } = useSettings();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(defaultPageSize);
  const list = useSettingsChanges({ entity, page, itemsPerPage: size });
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'short', timeStyle: 'short' });
  const changes = list.data?.changes ?? [];

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('planSettings.audit.title')}
        </Title>
        <ListStates query={list} count={changes.length} emptyText={t('planSettings.audit.empty')} emptyTestId="settings-changes-empty" loaderHeight={120}>
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing={6} fz="sm" data-testid="settings-changes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('planSettings.audit.when')}</Table.Th>
                  <Table.Th>{t('planSettings.audit.who')}</Table.Th>
                  <Table.Th>{t('planSettings.audit.what')}</Table.Th>
                  <Table.Th ta="right">{t('planSettings.audit.before')}</Table.Th>
                  <Table.Th ta="right">{t('planSettings.audit.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((change) => (
                  <Table.Tr key={change.id} data-testid="settings-change-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{when.format(new Date(change.createAt))}</Table.Td>
                    <Table.Td>{change.admin}</Table.Td>
                    <Table.Td>{fieldLabel(change)}</Table.Td>
                    <Table.Td ta="right" c="dimmed">
                      {valueText(change, change.oldValue)}
                    </Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {valueText(change, change.newValue)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListStates>
        <Pager page={page} size={size} total={list.data?.total ?? 0} onPage={setPage} onSize={(next) => {
            setSize(next);
            setPage(1);
          }} />
      </Stack>
    </Card>
  );
}
