/**
 * PostgreSQL array literals (`{1,2,NULL}`) for set-based statements such as `unnest(${ids}::int[])`:
 * a batch of thousands of rows binds one parameter per column, where Drizzle would expand a JS
 * array into one parameter per value.
 */
export const intArray = (values: ArrayLike<number | null>) =>
  `{${Array.from(values, (v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

/** Text elements are quoted, so commas, quotes, backslashes and the word NULL survive. */
export const textArray = (values: readonly (string | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
