export * from './bank-account';
export * from './payout-amounts';
export * from './processing-window';
