/** "My account" addresses other screens link to (the menu, the home alerts). */
export const TWO_FACTOR_PATH = '/account/two-factor';
/** Profile management: personal, tax and bank data (the missing-bank-data alert links here). */
export const PROFILE_PATH = '/account/profile';
