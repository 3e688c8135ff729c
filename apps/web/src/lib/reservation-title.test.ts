import { describe, expect, it } from 'vitest';
import { reservationTitle } from './reservation-title';

describe('reservationTitle', () => {
  it("reads a catalogue item's title in the interface language", () => {
    const event = { '@id': '/api/travel/3', title: { es: 'Crucero', en: 'Cruise', pt: 'Cruzeiro' } };
    expect(reservationTitle({ event, service: null }, 'en')).toBe('Cruise');
    expect(reservationTitle({ event, service: null }, 'fr')).toBe('Crucero');
  });

  it('reads an off-catalogue service as the staff wrote it', () => {
    expect(reservationTitle({ event: null, service: 'Traslado al aeropuerto' }, 'en')).toBe('Traslado al aeropuerto');
  });
});
