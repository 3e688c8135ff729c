import type { MemberRef } from '@vo/domain';
import { profiles, users } from '../db/schema';
import { personName } from '../lib/person-name';

/** The columns of whose row it is, for a console list joined with `users` (inner) and `profiles` (left: admins have none). */
export const memberColumns = { id: users.id, username: users.username, email: users.email, name: profiles.name, surname: profiles.surname };

export interface MemberColumns {
  id: number;
  username: string;
  email: string;
  name: string | null;
  surname: string | null;
}

/** Who the row belongs to, as the console shows it beside the row. */
export const presentMemberRef = (member: MemberColumns): MemberRef => ({
  '@id': `/api/users/${member.id}`,
  id: member.id,
  username: member.username,
  email: member.email,
  name: personName(member.name, member.surname),
});
