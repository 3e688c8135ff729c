/** Two calendar days (YYYY-MM-DD), both included; either may be open. */
export interface DateRange {
  from?: string;
  to?: string;
}

/** A range the server can use: the end may not come before the start. */
export const rangeIsValid = ({ from, to }: DateRange) => !from || !to || from <= to;

/** The bounds to send: an impossible range is shown on its field and not sent. */
export const validRange = (range: DateRange): DateRange => (rangeIsValid(range) ? { from: range.from || undefined, to: range.to || undefined } : {});
