/** Spec section 2: the personal presentation page link is built from the username and a language. */
export function presentationLink(origin: string, username: string, language: string): string {
  return `${origin}/p/${encodeURIComponent(username)}?lang=${encodeURIComponent(language)}`;
}

/** The direct registration link: the new member's sponsor is the username in it. */
export function registrationLink(origin: string, username: string): string {
  return `${origin}/auth/registration/${encodeURIComponent(username)}`;
}
