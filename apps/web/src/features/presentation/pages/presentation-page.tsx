import '@/lib/mantine-styles';
import { Avatar, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePresentation } from '@/api/presentation';
import { QueryProvider } from '@/api/query-client';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { PublicFrame } from '@/components/ui/public-frame';
import { changeLanguage, isLanguage } from '@/i18n';
import { initials } from '@/lib/initials';

/** Issue 6: a member's public presentation page, `/p/{username or landing page}?lang=es|en|pt`, no login needed. */
function PresentationPage() {
  const { t } = useTranslation();
  const { name = '' } = useParams();
  const [params] = useSearchParams();
  const lang = params.get('lang');
  useEffect(() => {
    if (isLanguage(lang)) void changeLanguage(lang);
  }, [lang]);
  const member = usePresentation(name);

  return (
    <PublicFrame>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto" data-testid="presentation">
        {member.isPending ? (
          <PageLoader h={200} />
        ) : member.isError ? (
          <ErrorAlert error={member.error} />
        ) : (
          <Stack align="center" gap="md" ta="center">
            <Avatar src={member.data.image} alt={member.data.name} size={96} radius={96} color="blue" data-testid="presentation-avatar">
              {initials(member.data.name)}
            </Avatar>
            <div>
              <Title order={1} size="h2">
                {member.data.name}
              </Title>
              <Text c="dimmed">{t('presentation.role')}</Text>
            </div>
            <Text>{t('presentation.text', { name: member.data.name })}</Text>
            <Button component={Link} to={member.data.registrationLink} size="md" data-testid="presentation-join">
              {t('presentation.join')}
            </Button>
          </Stack>
        )}
      </Paper>
    </PublicFrame>
  );
}

export function Component() {
  return (
    <QueryProvider>
      <PresentationPage />
    </QueryProvider>
  );
}
