import { describe, expect, it } from 'vitest';
import { userIdOf } from './reservation-text';

describe('userIdOf', () => {
  it("takes the id from a user's IRI", () => {
    expect(userIdOf('/api/users/42')).toBe(42);
  });
});
