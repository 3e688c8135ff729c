import { Textarea, type TextareaProps } from '@mantine/core';
import { SUPPORT_BODY_MAX } from '@vo/domain';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** A help-desk message box that grows with the text and counts it against the 4000-character limit. */
export function MessageBodyField({ length, ref, ...props }: TextareaProps & { length: number; ref?: Ref<HTMLTextAreaElement> }) {
  const { t } = useTranslation();
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={10}
      description={t('support.characters', { count: length, max: SUPPORT_BODY_MAX })}
      // House style (app/theme.ts): required fields carry no asterisk.
      withAsterisk={false}
      ref={ref}
      {...props}
    />
  );
}
