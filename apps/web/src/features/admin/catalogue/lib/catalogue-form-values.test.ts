import {
  attendanceCodeInputSchema, categoryEventInputSchema, courseInputSchema, eventEnjoyInputSchema, excursionInputSchema, trainingInputSchema, travelToolInputSchema,
  type AttendanceCode, type CategoryEvent, type Course, type EventEnjoy, type Excursion, type Training, type TravelTool,
} from '@vo/domain';
import { describe, expect, it } from 'vitest';
import {
  attendanceCodeFormValues, categoryFormValues, courseFormValues, eventFormValues, excursionFormValues, fieldPaths, trainingFormValues, travelToolFormValues,
} from './catalogue-form-values';
import { instantToLocalInput, localInputToInstant } from './local-instant';

const text = (v: string) => ({ es: `${v} es`, en: `${v} en`, pt: `${v} pt` });
const bookable = {
  title: text('Cata'), description: text('Una tarde'), price: 40, deposit: 10, seats: 30, seatsTaken: 2, seatsLeft: 28,
  permSoc: true, permDis: false, isActive: true, photo: '/api/x/1/photo?v=3', createdAt: '2026-11-26T00:00:00.000Z',
};
const at = '2027-03-12T17:30:00.000Z';

describe('the catalogue forms start from the item and give it back as the body the API takes', () => {
  it('excursion, course and event', () => {
    const excursion = { ...bookable, '@id': '/api/excursions/4', id: 4, travel: '/api/travel/3', dateAt: at } as unknown as Excursion;
    expect(excursionInputSchema.parse(excursionFormValues(excursion))).toMatchObject({ travel: 3, dateAt: at, permDis: false });
    const course = { ...bookable, id: 5, category: 'mastermind', dateAt: at, place: null, onlineLink: 'https://meet.example/x' } as unknown as Course;
    expect(courseInputSchema.parse(courseFormValues(course))).toMatchObject({ category: 'mastermind', place: null, onlineLink: 'https://meet.example/x' });
    const event = { ...bookable, id: 6, category: '/api/category_events/2', dateAt: at, place: 'Logroño' } as unknown as EventEnjoy;
    const body = eventEnjoyInputSchema.parse(eventFormValues(event));
    expect(body).toMatchObject({ category: 2, place: 'Logroño', price: 40 });
    expect(body).not.toHaveProperty('seatsTaken');
  });

  it('category and attendance code', () => {
    const category = { id: 2, name: text('Gastronomía'), type: 'experience', groupId: null, sort: 3, isActive: false } as unknown as CategoryEvent;
    expect(categoryEventInputSchema.parse(categoryFormValues(category))).toEqual({ name: category.name, type: 'experience', groupId: null, sort: 3, isActive: false });
    const code = { id: 9, event: '/api/event_enjoys/6', code: 'CATA-1', isActive: true, attendances: 4 } as unknown as AttendanceCode;
    expect(attendanceCodeInputSchema.parse(attendanceCodeFormValues(code))).toEqual({ event: 6, code: 'CATA-1', isActive: true });
  });

  it('training', () => {
    const training = {
      '@id': '/api/trainings/3', '@type': 'Training', id: 3, title: text('Cierre'), author: 'Ana Ruiz', language: 'pt', category: 'travel',
      categoryName: text('Viajes'), date: '2026-03-12', replay: 'https://vimeo.com/76979871', isActive: false, createdAt: '2026-11-26T00:00:00.000Z',
    } satisfies Training;
    expect(trainingInputSchema.parse(trainingFormValues(training))).toEqual({
      title: training.title, author: 'Ana Ruiz', language: 'pt', category: 'travel', date: '2026-03-12', replay: 'https://vimeo.com/76979871', isActive: false,
    });
  });

  it('travel tool', () => {
    const tool = { id: 3, code: 'flights', name: 'Vuelos', searchLink: 'https://flights.example/?to={destination}', sort: 10, isActive: false, createdAt: at } as unknown as TravelTool;
    expect(travelToolInputSchema.parse(travelToolFormValues(tool))).toEqual({ code: 'flights', name: 'Vuelos', searchLink: tool.searchLink, sort: 10, isActive: false });
    expect(travelToolInputSchema.safeParse(travelToolFormValues()).success).toBe(false);
  });

  it('starts new items blank, which the shared schemas refuse until filled in', () => {
    const blanks = [
      excursionInputSchema.safeParse(excursionFormValues()), courseInputSchema.safeParse(courseFormValues()), eventEnjoyInputSchema.safeParse(eventFormValues()),
      categoryEventInputSchema.safeParse(categoryFormValues()), attendanceCodeInputSchema.safeParse(attendanceCodeFormValues()),
      trainingInputSchema.safeParse(trainingFormValues()),
    ];
    expect(blanks.map((result) => result.success)).toEqual([false, false, false, false, false, false]);
  });

  it('names the fields where the server violations land', () => {
    expect(fieldPaths(categoryFormValues())).toEqual(['name.es', 'name.en', 'name.pt', 'type', 'groupId', 'sort', 'isActive']);
  });
});

describe('the day-and-time field', () => {
  it('shows an instant in the browser zone and gives back the same instant', () => {
    expect(localInputToInstant(instantToLocalInput(at))).toBe(at);
    expect(instantToLocalInput('')).toBe('');
    expect(localInputToInstant('')).toBe('');
  });
});
