import { describe, expect, it } from 'vitest';
import { bookedThing, userIdOf } from './reservation-text';

describe('bookedThing', () => {
  it("reads a catalogue item's title in the interface language", () => {
    const event = { '@id': '/api/travel/3', title: { es: 'Crucero', en: 'Cruise', pt: 'Cruzeiro' } };
    expect(bookedThing({ event, service: null }, 'en')).toBe('Cruise');
    expect(bookedThing({ event, service: null }, 'fr')).toBe('Crucero');
  });

  it('reads an off-catalogue service as the staff wrote it', () => {
    expect(bookedThing({ event: null, service: 'Traslado al aeropuerto' }, 'en')).toBe('Traslado al aeropuerto');
  });
});

describe('userIdOf', () => {
  it("takes the id from a user's IRI", () => {
    expect(userIdOf('/api/users/42')).toBe(42);
  });
});
