import { Modal } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueResource } from '../lib/catalogue-resources';
import { AttendanceCodeForm } from './forms/attendance-code-form';
import type { CatalogueFormProps } from './forms/catalogue-form-props';
import { CategoryForm } from './forms/category-form';
import { ClubForm } from './forms/club-form';
import { CourseForm } from './forms/course-form';
import { EventForm } from './forms/event-form';
import { ExcursionForm } from './forms/excursion-form';
import { JourneyForm } from './forms/journey-form';
import { TrainingForm } from './forms/training-form';
import { TravelToolForm } from './forms/travel-tool-form';
import { ProductForm } from './forms/product-form';
import type { CatalogueRow } from '../lib/catalogue-row';

// Each form takes its own resource's item; the table hands over a row of the resource it shows.
const FORMS = {
  journeys: JourneyForm,
  excursions: ExcursionForm,
  courses: CourseForm,
  events: EventForm,
  categories: CategoryForm,
  attendanceCodes: AttendanceCodeForm,
  trainings: TrainingForm,
  travelTools: TravelToolForm,
  products: ProductForm,
  clubs: ClubForm,
} as Record<CatalogueResource, ComponentType<CatalogueFormProps<CatalogueRow>>>;

/** What the dialog edits: a resource's row, or null for a new item of it. */
export interface Editing {
  resource: CatalogueResource;
  row: CatalogueRow | null;
}

/** Create or edit an item of any catalogue resource in a dialog; `editing` undefined closes it. */
export function ResourceFormModal({ editing, onClose }: { editing: Editing | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const Form = editing ? FORMS[editing.resource] : null;
  const title = editing && (editing.row ? t(`adminCatalogue.editItem.${editing.resource}`) : t(`adminCatalogue.create.${editing.resource}`));
  return (
    <Modal opened={Boolean(editing)} onClose={onClose} size="lg" title={title} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {editing && Form && <Form key={editing.row?.id ?? 'new'} item={editing.row} onDone={onClose} />}
    </Modal>
  );
}
