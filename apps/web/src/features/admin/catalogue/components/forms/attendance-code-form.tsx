import { SimpleGrid } from '@mantine/core';
import { attendanceCodeInputSchema, type AttendanceCode } from '@vo/domain';
import { useMemo } from 'react';
import { attendanceCodeFormValues } from '../../lib/catalogue-form-values';
import { CatalogueForm } from '../form/catalogue-form';
import { FlagFields, TextField } from '../form/form-fields';
import { ReferenceField } from '../form/reference-select';
import { useCatalogueForm } from '../form/use-catalogue-form';
import type { CatalogueFormProps } from './catalogue-form-props';

/** A check-in code of an event (stored in capitals, unique across all events). */
export function AttendanceCodeForm({ item, onDone }: CatalogueFormProps<AttendanceCode>) {
  const defaultValues = useMemo(() => attendanceCodeFormValues(item ?? undefined), [item]);
  const state = useCatalogueForm({ resource: 'attendanceCodes', id: item?.id ?? null, schema: attendanceCodeInputSchema, defaultValues, onDone });
  return (
    <CatalogueForm state={state} onCancel={onDone} testId="attendance-code-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ReferenceField name="event" label="adminCatalogue.columns.event" resource="events" />
        <TextField name="code" label="adminCatalogue.columns.code" maxLength={32} />
      </SimpleGrid>
      <FlagFields audience={false} />
    </CatalogueForm>
  );
}
