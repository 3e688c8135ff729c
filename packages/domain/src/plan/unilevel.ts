/** Levels 1..5 of the unilevel residual (DESIGN.md section 7); their rates are the `unilevel.levelN` variables. */
export const UNILEVEL_LEVELS = 5;
