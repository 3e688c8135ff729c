import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings';
import { pageCount, pageRange } from './page-range';

export interface PagerProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** Page size (spec section 9 options, from the settings), "1–10 of 23" and the page buttons. */
export function Pager({ page, size, total, onPage, onSize }: PagerProps) {
  const { t } = useTranslation();
  const { pageSizeOptions } = useSettings();
  const pages = pageCount(total, size);
  const { from, to } = pageRange(page, size, total);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          size="xs"
          aria-label={t('table.pageSize')}
          value={String(size)}
          onChange={(e) => onSize(Number(e.currentTarget.value))}
          data={pageSizeOptions.map((n) => String(n))}
          w={72}
        />
        <Text size="xs" c="dimmed">
          {t('table.range', { from, to, total })}
        </Text>
      </Group>
      <Pagination
        size="sm"
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        hideWithOnePage
        getControlProps={(control) => ({ 'aria-label': t(`table.${control}`) })}
      />
    </Group>
  );
}
