import { lastEndedMonth, madridDay } from '@vo/domain';
import { runClubPass } from '../clubs/club-pass';
import type { Db } from '../db/client';
import { clubs } from '../db/schema';

const club = (es: string, en: string, pt: string) => ({ es, en, pt });

/**
 * Demo clubs (issue 17; every figure editable in the console). With the demo network, `demo` reaches the general
 * Bronze club and misses Silver by one direct; `leader` (the MASTER) reaches the travel Bronze club.
 */
const DEMO_CLUBS: (typeof clubs.$inferInsert)[] = [
  { name: club('Club Bronce', 'Bronze Club', 'Clube Bronze'), isTravel: false, directMin: 2, salesMin: 5, maxPerDirect: 3, salesMinTeam: 1, bonusShareBp: 2000, sort: 1 },
  { name: club('Club Plata', 'Silver Club', 'Clube Prata'), isTravel: false, directMin: 3, salesMin: 10, maxPerDirect: 5, salesMinTeam: 3, bonusShareBp: 3000, sort: 2 },
  { name: club('Club Oro', 'Gold Club', 'Clube Ouro'), isTravel: false, directMin: 5, salesMin: 25, maxPerDirect: 10, salesMinTeam: 10, bonusShareBp: 5000, sort: 3 },
  { name: club('Club Viajero Bronce', 'Travel Bronze Club', 'Clube Viajante Bronze'), isTravel: true, directMin: 1, salesMin: 3, maxPerDirect: 5, salesMinTeam: 0, bonusShareBp: 2000, sort: 1 },
  { name: club('Club Viajero Plata', 'Travel Silver Club', 'Clube Viajante Prata'), isTravel: true, directMin: 2, salesMin: 10, maxPerDirect: 5, salesMinTeam: 2, bonusShareBp: 3000, sort: 2 },
  { name: club('Club Viajero Oro', 'Travel Gold Club', 'Clube Viajante Ouro'), isTravel: true, directMin: 4, salesMin: 30, maxPerDirect: 10, salesMinTeam: 5, bonusShareBp: 5000, sort: 3 },
];

/** The demo clubs alone (the benchmark qualifies its own network with them). */
export async function insertDemoClubs(db: Db): Promise<void> {
  await db.insert(clubs).values(DEMO_CLUBS);
}

/** The demo clubs, and the qualification of the month that has just ended, as the monthly job would record it. */
export async function seedClubs(db: Db): Promise<void> {
  await insertDemoClubs(db);
  await runClubPass(db, lastEndedMonth(madridDay()));
}
