/** Up to two capital initials of a shown name ("Ana M." → "AM"), for an avatar without a photo. */
export const initials = (name: string) => name.split(/\s+/).map((part) => part[0]).join('').slice(0, 2).toUpperCase();
