/** The balances a reservation is paid from, in the default order; `outside` is money the staff recorded as paid elsewhere. */
export const BALANCE_KEYS = ['enjoyPoints', 'travelPoints', 'wallet', 'outside'] as const;

/** The balances a member pays the rest from. */
export const PAYING_BALANCES = ['enjoyPoints', 'travelPoints', 'wallet'] as const;
