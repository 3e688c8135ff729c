import { describe, expect, it } from 'vitest';
import { cappedNetwork, clubProgress, highestClub, meetsClub, type ClubMeasures } from './club-rules';

const measures: ClubMeasures = { candidate: true, directs: 3, lines: [7, 2, 1], minorTeam: 4 };
const base = { directMin: 0, salesMin: 0, maxPerDirect: 100, salesMinTeam: 0 };

describe('club rules', () => {
  it('caps each direct line at maxPerDirect', () => {
    expect(cappedNetwork([7, 2, 1], 100)).toBe(10);
    expect(cappedNetwork([7, 2, 1], 3)).toBe(6);
    expect(cappedNetwork([7, 2, 1], 1)).toBe(3);
    expect(cappedNetwork([], 5)).toBe(0);
  });

  it.each([
    ['directMin', 3],
    ['salesMin', 10],
    ['salesMinTeam', 4],
  ] as const)('%s: met exactly at the value and one under, missed one over', (requirement, value) => {
    for (const [target, met] of [[value - 1, true], [value, true], [value + 1, false]] as const) {
      const club = { ...base, [requirement]: target };
      expect(meetsClub(club, measures)).toBe(met);
      expect(clubProgress(club, measures).find((r) => r.requirement === requirement)).toEqual({ requirement, target, value, missing: met ? 0 : 1 });
    }
  });

  it('needs a candidate, and picks the highest club by sort whose every requirement is met', () => {
    expect(meetsClub(base, { ...measures, candidate: false })).toBe(false);
    const clubs = [
      { ...base, id: 1, sort: 1 },
      { ...base, id: 2, sort: 3, directMin: 4 },
      { ...base, id: 3, sort: 2, salesMin: 6, maxPerDirect: 3 },
      { ...base, id: 4, sort: 4, salesMin: 7, maxPerDirect: 3 },
    ];
    expect(highestClub(clubs, measures)?.id).toBe(3);
    expect(highestClub(clubs, { ...measures, candidate: false })).toBeNull();
  });
});
