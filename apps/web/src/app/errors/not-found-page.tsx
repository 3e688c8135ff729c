import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from './error-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="404"
      title={t('errorPages.notFoundTitle')}
      text={t('errorPages.notFoundText')}
      actions={
        <Button component={Link} to="/">
          {t('common.goHome')}
        </Button>
      }
    />
  );
}

export { NotFoundPage as Component };
