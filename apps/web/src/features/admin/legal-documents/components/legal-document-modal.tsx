import { Badge, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { legalDocumentUpdateSchema, type Cms, type LegalDocumentUpdate, type LegalDocumentUpdateInput } from '@vo/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import { useUpdateLegalDocument } from '@/features/admin/legal-documents/api/update-legal-document';

const FIELDS = ['title', 'content', 'newVersion'] as const;
const resolver = domainResolver(legalDocumentUpdateSchema);

/** One language of a document: its title and Markdown text, saved as a correction or published as a new version. */
function LegalDocumentForm({ document, onDone }: { document: Cms; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateLegalDocument();
  const { register, handleSubmit, formState, setError, control } = useForm<LegalDocumentUpdateInput, unknown, LegalDocumentUpdate>({
    resolver, mode: 'onTouched', defaultValues: { title: document.title, content: document.content, newVersion: false },
  });
  const publishing = useWatch({ control, name: 'newVersion' });

  const { formError, guard } = useServerForm(setError, FIELDS);
  const onSubmit = handleSubmit(guard(async (values) => {
    const saved = await update.mutateAsync({ id: document.id, update: values });
    toastSuccess(values.newVersion ? t('legalDocuments.published', { version: saved.version }) : t('legalDocuments.saved'));
    onDone();
  }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ServerErrorAlert error={formError} />
        <TextInput label={t('legalDocuments.titleField')} {...register('title')} error={errorText(formState.errors.title)} data-testid="legal-document-title" />
        <Textarea
          label={t('legalDocuments.content')}
          description={t('legalDocuments.contentHint')}
          autosize
          minRows={10}
          maxRows={22}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          {...register('content')}
          error={errorText(formState.errors.content)}
          data-testid="legal-document-content"
        />
        <Checkbox
          label={t('legalDocuments.newVersion', { version: document.version + 1 })}
          description={t('legalDocuments.newVersionHint')}
          {...register('newVersion')}
          error={errorText(formState.errors.newVersion)}
          data-testid="legal-document-new-version"
        />
        <DialogActions
          onKeep={onDone}
          keepLabel={t('legalDocuments.cancel')}
          submitLabel={publishing ? t('legalDocuments.publish') : t('legalDocuments.save')}
          pending={formState.isSubmitting}
          color={publishing ? 'orange' : undefined}
          submitTestId="legal-document-save"
        />
      </Stack>
    </form>
  );
}

/** The document being edited in a dialog; closed when `document` is null. */
export function LegalDocumentModal({ document, onClose }: { document: Cms | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = document && (
    <Group gap="xs">
      {t('legalDocuments.editTitle', { title: document.title })}
      <Badge variant="light">{document.language.toUpperCase()}</Badge>
      <Badge variant="light" color="gray">
        {t('contract.version', { version: document.version })}
      </Badge>
    </Group>
  );
  return (
    <Modal opened={document !== null} onClose={onClose} size="xl" title={title} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {document && <LegalDocumentForm key={document.id} document={document} onDone={onClose} />}
    </Modal>
  );
}
