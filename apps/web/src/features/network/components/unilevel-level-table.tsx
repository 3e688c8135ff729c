import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import { SearchBox } from '@/components/ui/search-box';
import { ActiveBadge } from '@/components/ui/status-badges';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { useFormat } from '@/lib/use-format';
import { unilevelMembersQueryOptions, type UnilevelMember } from '@/features/network/api/get-unilevel-members';

interface Props {
  ownerId: number;
  level: number;
  onOpenMember: (member: UnilevelMember) => void;
}

/** One sponsorship level, a page at a time, searchable by username (server-side). */
export function UnilevelLevelTable({ ownerId, level, onOpenMember }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = usePagedList({
    id: `unilevel-${ownerId}-${level}`,
    query: ({ page, itemsPerPage, search }: PagedParams<never, object>) => unilevelMembersQueryOptions(ownerId, { level, page, itemsPerPage, search }),
  });
  const columns: Column<UnilevelMember>[] = [
    {
      id: 'username',
      header: t('network.unilevel.columns.username'),
      // A member with directs opens into their own levels.
      cell: (member) =>
        member.directs > 0 ? (
          <Anchor component="button" type="button" fw={600} size="sm" onClick={() => onOpenMember(member)} title={t('network.unilevel.open', { username: member.username })}>
            {member.username} <span aria-hidden>›</span>
          </Anchor>
        ) : (
          <Text span fw={600} size="sm">
            {member.username}
          </Text>
        ),
      card: 'title',
    },
    { id: 'membership', header: t('network.unilevel.columns.membership'), cell: (member) => <Text span inherit tt="capitalize">{member.membership?.name ?? t('network.noMembership')}</Text> },
    { id: 'status', header: t('network.unilevel.columns.status'), cell: (member) => <ActiveBadge active={member.isActive} size="sm" />, miw: 110, card: 'aside' },
    { id: 'joined', header: t('network.unilevel.columns.joined'), cell: (member) => format.day(member.dateOfJoin), card: 'subtitle' },
    { id: 'sponsor', header: t('network.unilevel.columns.sponsor'), cell: (member) => member.sponsor ?? '—' },
    { id: 'directs', header: t('network.unilevel.columns.directs'), cell: (member) => format.number(member.directs), align: 'right' },
    { id: 'points', header: t('network.unilevel.columns.points'), cell: (member) => format.points(member.personalPoints), align: 'right' },
  ];

  return (
    <Stack gap="sm" data-testid={`unilevel-level-${level}-table`}>
      <SearchBox label={t('network.unilevel.search')} placeholder={t('network.binary.searchPlaceholder')} value={list.search} onChange={list.setSearch} maxLength={50} style={{ maxWidth: 320 }} />
      <DataTable
        {...list.table}
        columns={columns}
        rowKey={(member) => member.id}
        minWidth={680}
        nowrap
        loaderHeight={120}
        emptyText={list.search ? t('network.unilevel.noResults') : t('common.nothingFound')}
        rowTestId="unilevel-row"
        rowAttributes={(member) => ({ 'data-username': member.username })}
      />
    </Stack>
  );
}
