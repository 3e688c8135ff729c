import { describe, expect, it } from 'vitest';
import { bookingSummary } from './booking-summary';

const rates = { cruise: 5, tourOperator: 10 };

describe('booking summary', () => {
  it('takes the deposit of every passenger now and plans the rest in the default order', () => {
    const summary = bookingSummary({ price: 200, deposit: 20, passengers: 2, kind: 'tourOperator', balances: { enjoyPoints: 100, travelPoints: 30, wallet: 500 }, rates });
    expect(summary).toEqual({
      total: 400, depositNow: 40, enjoyPointsAfter: 60, depositShort: false, restLater: 360, travelPointsMax: 40,
      laterByDefault: { enjoyPoints: 60, travelPoints: 30, wallet: 270 },
    });
  });

  it('says when the Enjoy Points cannot lock the booking, and Travel Points pay nothing outside journeys', () => {
    const summary = bookingSummary({ price: 99.99, deposit: 10, passengers: 1, kind: null, balances: { enjoyPoints: 5, travelPoints: 50, wallet: 0 }, rates });
    expect(summary.depositShort).toBe(true);
    expect(summary.travelPointsMax).toBe(0);
    expect(summary.restLater).toBe(89.99);
    expect(summary.laterByDefault).toBeNull();
  });

  it('caps a cruise at its own rate, rounded down to the cent', () => {
    expect(bookingSummary({ price: 333.33, deposit: 0, passengers: 1, kind: 'cruise', balances: { enjoyPoints: 0, travelPoints: 0, wallet: 0 }, rates }).travelPointsMax).toBe(16.66);
  });
});
