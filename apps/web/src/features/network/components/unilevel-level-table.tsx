import { Anchor, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '@/components/ui/status-badges';
import { PageLoader } from '@/components/ui/page-loader';
import { formatDay, formatNumber } from '@/lib/format';
import { useTableState } from '@/lib/table-state';
import { useUnilevelMembers, type UnilevelMember } from '@/features/network/api/get-unilevel-members';
import { Pager } from '@/components/ui/pager';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';

interface Props {
  ownerId: number;
  level: number;
  onOpenMember: (member: UnilevelMember) => void;
}

/** One sponsorship level, a page at a time, searchable by username (server-side). */
export function UnilevelLevelTable({ ownerId, level, onOpenMember }: Props) {
  const { t, i18n } = useTranslation();
  const [state, actions] = useTableState(`unilevel-${ownerId}-${level}`);
  const [typed, setTyped] = useState(state.search);
  const applySearch = useDebouncedCallback((value: string) => actions.setSearch(value.trim()), 300);

  const members = useUnilevelMembers(ownerId, { level, page: state.page, itemsPerPage: state.size, search: state.search });
  const rows = members.data?.members ?? [];

  return (
    <Stack gap="sm" data-testid={`unilevel-level-${level}-table`}>
      <TextInput
        size="sm"
        label={t('network.unilevel.search')}
        placeholder={t('network.binary.searchPlaceholder')}
        value={typed}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          applySearch(e.currentTarget.value);
        }}
        maxLength={50}
        style={{ maxWidth: 320 }}
      />
      {members.isError ? (
        <ServerErrorAlert error={members.error} />
      ) : members.isPending ? (
        <PageLoader h={120} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {state.search ? t('network.unilevel.noResults') : t('common.nothingFound')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={680}>
          <Table striped highlightOnHover verticalSpacing={6} fz="sm" style={{ opacity: members.isPlaceholderData ? 0.6 : 1, whiteSpace: 'nowrap' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('network.unilevel.columns.username')}</Table.Th>
                <Table.Th>{t('network.unilevel.columns.membership')}</Table.Th>
                <Table.Th miw={110}>{t('network.unilevel.columns.status')}</Table.Th>
                <Table.Th>{t('network.unilevel.columns.joined')}</Table.Th>
                <Table.Th>{t('network.unilevel.columns.sponsor')}</Table.Th>
                <Table.Th ta="right">{t('network.unilevel.columns.directs')}</Table.Th>
                <Table.Th ta="right">{t('network.unilevel.columns.points')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((member) => (
                <Table.Tr key={member.id} data-testid="unilevel-row" data-username={member.username}>
                  <Table.Td>
                    {member.directs > 0 ? (
                      <Anchor component="button" type="button" fw={600} size="sm" onClick={() => onOpenMember(member)} title={t('network.unilevel.open', { username: member.username })}>
                        {member.username} <span aria-hidden>›</span>
                      </Anchor>
                    ) : (
                      <Text span fw={600} size="sm">
                        {member.username}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td tt="capitalize">{member.membership?.name ?? t('network.noMembership')}</Table.Td>
                  <Table.Td>
                    <ActiveBadge active={member.isActive} size="sm" />
                  </Table.Td>
                  <Table.Td>{formatDay(member.dateOfJoin, i18n.language)}</Table.Td>
                  <Table.Td>{member.sponsor ?? '—'}</Table.Td>
                  <Table.Td ta="right">{formatNumber(member.directs, i18n.language)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(member.personalPoints, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pager page={state.page} size={state.size} total={members.data?.total ?? 0} onPage={actions.setPage} onSize={actions.setSize} />
    </Stack>
  );
}
