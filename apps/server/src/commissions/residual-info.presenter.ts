import { centsToEuros, type ResidualInfo } from '@vo/domain';
import type { residualInfo } from './residual-info';

/** POST /api/users/{id}/residualInfo: the member, the period and every unilevel level, amounts in euros. */
export const presentResidualInfo = ({ memberId, period, levels }: Awaited<ReturnType<typeof residualInfo>>): ResidualInfo => ({
  user: `/api/users/${memberId}`,
  from: period.from,
  to: period.to,
  levels: levels.map(({ earnedCents, expectedCents, ...level }) => ({
    level: level.level, percent: level.percent, unlocked: level.unlocked,
    earned: centsToEuros(earnedCents), membersDue: level.membersDue, expected: centsToEuros(expectedCents),
  })),
});
