import { trainingCollectionSchema, trainingInputSchema, trainingSchema, type Training, type TrainingInput } from '@vo/domain';
import { trainings } from '../../db/schema';
import type { CatalogueResource } from '../catalogue-resource';
import { activeFor } from '../catalogue-viewer';
import { presentTraining } from './training.presenter';
import { TRAINING_COLLECTION, trainingSource } from './training-list';

/** The recorded trainings (`/api/trainings`, issue 16): members see the active ones; nothing refers to a training. */
export const TRAININGS: CatalogueResource<typeof trainings, typeof trainings.$inferSelect, Training, TrainingInput> = {
  base: '/api/trainings',
  tag: 'catalogue',
  table: trainings,
  item: trainingSchema,
  collectionSchema: trainingCollectionSchema,
  input: trainingInputSchema,
  collection: TRAINING_COLLECTION,
  source: trainingSource,
  scope: (viewer) => activeFor(viewer, trainings.isActive),
  present: presentTraining,
  values: ({ title, author, language, category, date, replay, isActive }) => ({ title, author, language, category, date, replay, isActive }),
  references: async () => [],
};
