import { COMPANY_TIME_ZONE } from '@vo/domain';
import { sql, type SQLWrapper } from 'drizzle-orm';

// A literal, not a parameter: the SQL text (and so the plan PostgreSQL keeps for it) stays the same.
const zone = sql.raw(`'${COMPANY_TIME_ZONE}'`);

/** The first instant of a company day (the calendar's `madridDayStart`), as PostgreSQL computes it, summer time included. */
export const companyDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${zone}`;

/** The first instant after a company day: the exclusive end of a range of days that ends on `day`. */
export const companyDayEnd = (day: string) => sql`(${day}::date + 1)::timestamp at time zone ${zone}`;

/** The company day an instant falls on (the calendar's `madridDay`), as a PostgreSQL `date`. */
export const companyDayOf = (instant: SQLWrapper) => sql<string>`(${instant} at time zone ${zone})::date`;
