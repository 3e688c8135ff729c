import { Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import { useAdminAccessTokens } from '@/features/admin/members/api/get-admin-access-tokens';
import { ImpersonationsTable } from './impersonations-table';

/** Every admin's latest "log in as", newest first (GET /api/admin_access_tokens). */
export function RecentImpersonations() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const list = useAdminAccessTokens({ page, itemsPerPage: size });
  const items = list.data?.items ?? [];
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminMembers.impersonations.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminMembers.impersonations.hint')}
        </Text>
        <ListStates query={list} count={items.length} emptyText={t('adminMembers.impersonations.empty')} loaderHeight={120}>
          <ImpersonationsTable items={items} />
        </ListStates>
        <Pager page={page} size={size} total={list.data?.total ?? 0} onPage={setPage} onSize={(n) => { setSize(n); setPage(1); }} />
      </Stack>
    </Card>
  );
}
