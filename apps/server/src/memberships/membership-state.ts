/**
 * Who may sign in: not blocked, and active or once paid. A lapsed member ("out of date") keeps
 * access so that they can reactivate; someone whose first payment never arrived cannot enter.
 */
export function mayEnter(user: { isBlocked: boolean; isActive: boolean; paidUntil: string | null }): boolean {
  return !user.isBlocked && (user.isActive || user.paidUntil !== null);
}
