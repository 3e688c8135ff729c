import { z } from 'zod';

/** Whose row a console list shows: the member's IRI, id, username, e-mail and name (first name and surname, null without a profile). */
export const memberRefSchema = z.strictObject({ '@id': z.string(), id: z.number().int(), username: z.string(), email: z.string(), name: z.string().nullable() });
export type MemberRef = z.infer<typeof memberRefSchema>;
