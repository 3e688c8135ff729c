import { centsToEuros, type EnjoySpendResult, type UserEnjoy } from '@vo/domain';
import { hydraItem } from '../lib/hydra';
import type { UserEnjoyRow } from './user-enjoy-list';

/** An Enjoy bonus a member earned from a downline member's spend, points in euros. */
export const presentUserEnjoy = ({ enjoy, fromUsername }: UserEnjoyRow): UserEnjoy =>
  hydraItem('user_enjoys', 'UserEnjoy', enjoy.id, {
    user: `/api/users/${enjoy.userId}`, fromUser: { id: enjoy.fromUserId, username: fromUsername },
    level: enjoy.level, points: centsToEuros(enjoy.points), reference: enjoy.reference, createdAt: enjoy.createdAt.toISOString(),
  });

/** What recording an outside spend paid upline: how many earned, and the points in euros. */
export const presentEnjoySpendResult = (paid: { earners: number; points: number }): EnjoySpendResult =>
  ({ earners: paid.earners, points: centsToEuros(paid.points) });
