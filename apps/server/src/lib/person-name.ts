/** A person's name as the console shows it: first name and surname, null when neither is known (no profile). */
export const personName = (name: string | null, surname: string | null): string | null => [name, surname].filter(Boolean).join(' ') || null;
