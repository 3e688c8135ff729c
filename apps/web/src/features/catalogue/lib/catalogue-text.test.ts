import { describe, expect, it } from 'vitest';
import { localized } from '@/lib/localized';
import { seatsState } from './catalogue-text';
import { familyOfSlug, journeyPath, programmeOfSlug, coursesPath } from '@/lib/catalogue-paths';

const text = { es: 'Crucero', en: 'Cruise', pt: 'Cruzeiro' };

describe('localized', () => {
  it('reads the interface language, a regional variant included', () => {
    expect(localized(text, 'en')).toBe('Cruise');
    expect(localized(text, 'pt-BR')).toBe('Cruzeiro');
  });

  it('falls back to Spanish, the source language', () => {
    expect(localized(text, 'fr')).toBe('Crucero');
  });
});

describe('seatsState', () => {
  it('says full when no seat is left', () => {
    expect(seatsState({ seats: 10, seatsLeft: 0 })).toBe('full');
  });

  it('says last seats from five left, or a tenth of a large journey', () => {
    expect(seatsState({ seats: 20, seatsLeft: 5 })).toBe('last');
    expect(seatsState({ seats: 20, seatsLeft: 6 })).toBe('open');
    expect(seatsState({ seats: 200, seatsLeft: 20 })).toBe('last');
    expect(seatsState({ seats: 200, seatsLeft: 21 })).toBe('open');
  });
});

describe('catalogue paths', () => {
  it('round-trips every family and programme through its address', () => {
    expect(familyOfSlug('yellow-tide')).toBe('yellowTide');
    expect(familyOfSlug('yellowTide')).toBeUndefined();
    expect(journeyPath('gto', 7)).toBe('/journeys/gto/7');
    expect(programmeOfSlug('abundance-and-wealth')).toBe('abundanceAndWealth');
    expect(coursesPath('mastermind')).toBe('/epicos/mastermind');
  });
});
