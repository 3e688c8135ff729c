import { addDays, madridDay } from '@vo/domain';
import type { Db } from '../db/client';
import { trainings } from '../db/schema';
import { DEMO_TRAININGS } from './data/trainings';

/** The demo trainings (seed/data/trainings.ts), dated back from `today`. */
export async function seedTrainings(db: Db, today = madridDay()): Promise<void> {
  await db.insert(trainings).values(
    DEMO_TRAININGS.map(({ heldDaysAgo, isActive = true, ...training }) => ({ ...training, date: addDays(today, -heldDaysAgo), isActive })),
  );
}
