import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/ui/search-box';

/** Search by username or e-mail, sent to the server a moment after typing stops. */
export function MemberSearch({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const { t } = useTranslation();
  return <SearchBox label={t('admin.filters.search')} placeholder={t('admin.filters.searchPlaceholder')} value={value} onChange={onChange} miw={220} maw={360} />;
}
