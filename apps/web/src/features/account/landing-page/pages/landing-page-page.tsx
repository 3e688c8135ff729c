import { Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { memberUserUpdateSchema } from '@vo/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiFetch } from '@/api/client';
import { ME_QUERY_KEY, useMe } from '@/api/me-query';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { ShareLink } from '@/components/ui/share-link';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import { PresentationPhotoCard } from '@/features/account/landing-page/components/presentation-photo-card';

const schema = memberUserUpdateSchema.pick({ landPage: true });
const resolver = domainResolver(schema);
type Values = z.input<typeof schema>;

/**
 * My account → landing page: the name of the public presentation page (`/p/{name}`), unique and URL-safe, and its photo.
 * The field shows the name in use, the username while none is chosen, with the page's full link to copy (issue 18 item 8).
 */
export function LandingPagePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const me = useMe();
  const username = me.data?.username ?? '';
  // The username shown as the name in use is no chosen name: kept (or emptied), it saves as none, whatever its characters.
  const chosen = (name: string | null | undefined) => (name?.trim() && name.trim() !== username ? name : null);
  const { register, handleSubmit, formState, setError, reset } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: (values, context, options) => resolver({ landPage: chosen(values.landPage) }, context, options),
    mode: 'onTouched',
    defaultValues: { landPage: '' },
  });
  useEffect(() => reset({ landPage: me.data?.landPage ?? username }), [me.data?.landPage, username, reset]);

  const { formError, guard } = useServerForm(setError, ['landPage']);
  const onSubmit = handleSubmit(guard(async ({ landPage }) => {
    await apiFetch(`/api/users/${me.data!.id}`, { method: 'PUT', body: { landPage: landPage ?? null } });
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    toastSuccess(t('toast.success.general'));
  }));

  const link = me.data?.presentationLink ? `${window.location.origin}${me.data.presentationLink}` : '';
  return (
    <Stack gap="md" maw={620}>
      <PageHeader title={t('landingPage.title')} subtitle={t('landingPage.subtitle')} />
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <ErrorAlert error={formError} />
            <TextInput
              label={t('landingPage.name')}
              description={t('landingPage.hint')}
              leftSection={<Text size="sm" c="dimmed">/p/</Text>}
              leftSectionWidth={36}
              autoComplete="off"
              {...register('landPage')}
              error={errorText(formState.errors.landPage)}
              data-testid="landing-page-name"
            />
            {link && <ShareLink label={t('landingPage.link')} value={link} testId="landing-page-link" />}
            <Button type="submit" loading={formState.isSubmitting} disabled={!me.data} data-testid="landing-page-save">
              {t('landingPage.save')}
            </Button>
          </Stack>
        </form>
      </Card>
      <PresentationPhotoCard />
    </Stack>
  );
}

export { LandingPagePage as Component };
