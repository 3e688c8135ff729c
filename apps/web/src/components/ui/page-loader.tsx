import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's data arrives. */
export function PageLoader({ h = 200 }: { h?: number | string }) {
  const { t } = useTranslation();
  return (
    <Center h={h}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
