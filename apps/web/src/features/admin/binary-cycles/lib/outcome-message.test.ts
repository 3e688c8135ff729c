import { describe, expect, it } from 'vitest';
import { outcomeMessage } from './outcome-message';

const details = { week: '2026-W10', alreadyRun: false, members: 1200, withVolume: 300, paid: 12, bonus: 1234.5 };

describe('the binary cycle run toast', () => {
  it('tells how many members were paid and the bonus, in euros as the server sends it', () => {
    expect(outcomeMessage('2026-W10', { status: 'done', periodKey: '2026-W10', details })).toEqual({ key: 'binaryCycles.done', week: '2026-W10', paid: 12, bonus: 1234.5 });
  });

  it('says the week was already paid, whether its run was claimed before or found the week paid', () => {
    expect(outcomeMessage('2026-W10', { status: 'skipped', periodKey: '2026-W10' })).toEqual({ key: 'binaryCycles.alreadyRun', week: '2026-W10' });
    expect(outcomeMessage('2026-W10', { status: 'done', periodKey: '2026-W10', details: { ...details, alreadyRun: true, paid: 0, bonus: 0 } }))
      .toEqual({ key: 'binaryCycles.alreadyRun', week: '2026-W10' });
  });
});
