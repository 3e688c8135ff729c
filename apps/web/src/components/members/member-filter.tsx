import { useTranslation } from 'react-i18next';
import { ServerSearchSelect } from '@/components/ui/server-search-select';
import { memberOptionsQuery } from '@/api/member-options';

/** One member's rows only: a member picked by username, name or e-mail (the server searches); empty is everyone's. */
export function MemberFilter({ value, onChange }: { value: string | undefined; onChange: (memberId: string | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <ServerSearchSelect
      size="sm"
      label={t('admin.filters.member')}
      placeholder={t('admin.filters.allMembers')}
      clearable
      miw={220}
      maw={360}
      options={memberOptionsQuery}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      data-testid="admin-member-filter"
    />
  );
}
