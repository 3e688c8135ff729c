import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Search by username or e-mail, sent to the server a moment after typing stops. */
export function MemberSearch({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  // Follows a change made elsewhere ("clear filters") without fighting the text being typed.
  if (value !== shown) {
    setShown(value);
    if (value !== typed.trim()) setTyped(value);
  }
  const apply = useDebouncedCallback((text: string) => onChange(text.trim()), 300);
  return (
    <TextInput
      size="sm"
      type="search"
      label={t('admin.filters.search')}
      placeholder={t('admin.filters.searchPlaceholder')}
      value={typed}
      onChange={(e) => {
        setTyped(e.currentTarget.value);
        apply(e.currentTarget.value);
      }}
      maxLength={100}
      miw={220}
      maw={360}
    />
  );
}
