import { queryOptions } from '@tanstack/react-query';
import type { ComboboxItem } from '@mantine/core';
import type { AdminMember } from '@vo/domain';
import { fetchPage } from '@/api/hydra';

/** How many matches the picker offers; typing more narrows them. */
const MATCHES = 10;

/** GET /api/admin/members?search=: members (not admins nor the company) as picker options (username — name), valued by id. */
export const memberOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'member-options', search],
    queryFn: async ({ signal }): Promise<ComboboxItem[]> => {
      const page = await fetchPage<AdminMember>('/api/admin/members', { itemsPerPage: MATCHES, filters: { search } }, signal);
      return page.items.filter((m) => !m.isSystem && !m.isAdmin).map((m) => ({ value: String(m.id), label: `${m.username} — ${m.name ?? m.email}` }));
    },
  });
