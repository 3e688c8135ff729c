import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from './error-page';

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="500"
      title={t('errorPages.serverErrorTitle')}
      text={t('errorPages.serverErrorText')}
      actions={
        <>
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
          <Button component={Link} to="/">
            {t('common.goHome')}
          </Button>
        </>
      }
    />
  );
}

export { ServerErrorPage as Component };
