import { useTranslation } from 'react-i18next';
import { ServerSearchSelect } from '@/components/ui/server-search-select';
import { memberOptionsQuery } from '@/api/member-options';

interface Props {
  value: string | undefined;
  onChange: (memberId: string | undefined) => void;
  /** Another role than "the rows' member" (the sponsor of the members listed). */
  label?: string;
  placeholder?: string;
  testId?: string;
}

/** One member's rows only: a member picked by username, name or e-mail (the server searches); empty is everyone's. */
export function MemberFilter({ value, onChange, label, placeholder, testId = 'admin-member-filter' }: Props) {
  const { t } = useTranslation();
  return (
    <ServerSearchSelect
      size="sm"
      label={label ?? t('admin.filters.member')}
      placeholder={placeholder ?? t('admin.filters.allMembers')}
      clearable
      miw={220}
      maw={360}
      options={memberOptionsQuery}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      data-testid={testId}
    />
  );
}
