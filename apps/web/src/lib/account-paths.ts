/** "My account" addresses other screens link to (the menu, the home alerts). */
export const TWO_FACTOR_PATH = '/account/two-factor';
