import { attendanceCodeInputSchema, type AttendanceCode } from '@vo/domain';
import { attendanceCodeFormValues } from '../../lib/catalogue-form-values';
import { CatalogueForm } from '../form/catalogue-form';
import { TextField } from '../form/form-fields';
import { ReferenceField } from '../form/reference-select';
import { useCatalogueForm } from '../form/use-catalogue-form';
import type { CatalogueFormProps } from './catalogue-form-props';

/** A check-in code of an event (stored in capitals, unique across all events). */
export function AttendanceCodeForm({ item, onDone }: CatalogueFormProps<AttendanceCode>) {
  const state = useCatalogueForm({ resource: 'attendanceCodes', item, schema: attendanceCodeInputSchema, values: attendanceCodeFormValues, onDone });
  return (
    <CatalogueForm state={state} testId="attendance-code-form" audience={false}>
      <ReferenceField name="event" label="adminCatalogue.columns.event" resource="events" />
      <TextField name="code" label="adminCatalogue.columns.code" maxLength={32} />
    </CatalogueForm>
  );
}
