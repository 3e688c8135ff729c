/**
 * IRPF withheld from an individual's payout by country of residence, in basis points: Spain's
 * general rate for professional income (15 %) and Portugal's for category B income (25 %).
 * Residents elsewhere have nothing withheld; admins add or change rows.
 */
export const IRPFS: { countryCode: string; rateBp: number }[] = [
  { countryCode: 'ES', rateBp: 1_500 },
  { countryCode: 'PT', rateBp: 2_500 },
];
