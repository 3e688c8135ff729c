import { addDays, eurosToCents, madridDay, madridDayStart, type LocalizedText } from '@vo/domain';
import type { Db, Tx } from '../db/client';
import { attendanceCodes, courses, enjoyEvents, eventCategories, excursions, journeys, travelTools } from '../db/schema';
import { insertMedia } from '../media/media.service';
import { DEMO_CATEGORIES, DEMO_COURSES, DEMO_EVENTS, DEMO_JOURNEYS, type Palette } from './data/catalogue';
import { DEMO_TRAVEL_TOOLS } from './data/travel-tools';
import { demoPng } from './demo-image';

/** Bookings close two weeks before a demo journey departs. */
const BOOKING_CLOSES_DAYS_BEFORE = 14;

/** An hour of a company day (Madrid), as the instant stored. */
const at = (day: string, hour: number) => new Date(madridDayStart(day).getTime() + hour * 3_600_000);

const columns = (item: { title: LocalizedText; description: LocalizedText; price: number; deposit: number; seats: number; permSoc?: boolean; permDis?: boolean }) => ({
  title: item.title,
  description: item.description,
  price: eurosToCents(item.price),
  deposit: eurosToCents(item.deposit),
  seats: item.seats,
  permSoc: item.permSoc ?? true,
  permDis: item.permDis ?? true,
});

/** Each demo item's photo, drawn in its colours and stored as the admin's, as an upload would be. */
async function photo(tx: Tx, adminId: number, title: LocalizedText, palette: Palette): Promise<number> {
  const name = `${title.en.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.png`;
  return (await insertMedia(tx, adminId, { kind: 'catalogue_photo', originalName: name, mimeType: 'image/png', content: demoPng(palette) })).id;
}

/**
 * The demo catalogue (seed/data/catalogue.ts), dated from `today`: journeys and their excursions, courses, event
 * categories, events and their check-in codes, and the travel search engine's partners. No seat is taken: seats taken come only with reservations.
 */
export async function seedCatalogue(db: Db, adminId: number, today = madridDay()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const journey of DEMO_JOURNEYS) {
      const departureOn = addDays(today, journey.departsIn);
      const [row] = await tx.insert(journeys).values({
        ...columns(journey),
        photoId: await photo(tx, adminId, journey.title, journey.palette),
        family: journey.family, kind: journey.kind, destination: journey.destination, countryCode: journey.country,
        departureOn, returnOn: addDays(departureOn, journey.nights), bookingClosesOn: addDays(departureOn, -BOOKING_CLOSES_DAYS_BEFORE),
      }).returning({ id: journeys.id });
      for (const excursion of journey.excursions) {
        await tx.insert(excursions).values({
          ...columns(excursion),
          photoId: await photo(tx, adminId, excursion.title, excursion.palette),
          journeyId: row!.id, dateAt: at(addDays(departureOn, excursion.dayOfJourney), 9),
        });
      }
    }
    for (const course of DEMO_COURSES) {
      await tx.insert(courses).values({
        ...columns(course),
        photoId: await photo(tx, adminId, course.title, course.palette),
        programme: course.programme, dateAt: at(addDays(today, course.startsIn), 10), place: course.place, onlineLink: course.onlineLink,
      });
    }
    const categoryIds = new Map<string, number>();
    for (const { key, ...category } of DEMO_CATEGORIES) {
      const [row] = await tx.insert(eventCategories).values(category).returning({ id: eventCategories.id });
      categoryIds.set(key, row!.id);
    }
    for (const event of DEMO_EVENTS) {
      const [row] = await tx.insert(enjoyEvents).values({
        ...columns(event),
        photoId: await photo(tx, adminId, event.title, event.palette),
        categoryId: categoryIds.get(event.category)!, dateAt: at(addDays(today, event.startsIn), 19), place: event.place,
      }).returning({ id: enjoyEvents.id });
      for (const code of event.codes) await tx.insert(attendanceCodes).values({ eventId: row!.id, code });
    }
    await tx.insert(travelTools).values(DEMO_TRAVEL_TOOLS);
  });
}
