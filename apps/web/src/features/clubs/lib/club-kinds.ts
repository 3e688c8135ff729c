/** The two club screens of spec section 2 (menu "clubs": general, travel), one address each. */
export const CLUB_KINDS = ['general', 'travel'] as const;
export type ClubKind = (typeof CLUB_KINDS)[number];

export const clubKindOf = (value: string | undefined): ClubKind | undefined => CLUB_KINDS.find((k) => k === value);

/** How far a requirement is met, 0 to 100 (a target of zero is met). */
export const progressPercent = (value: number, target: number): number => (target <= 0 ? 100 : Math.min(100, Math.round((value / target) * 100)));
