/** A base32 secret in groups of four, easier to type into an authenticator app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s/g, '').match(/.{1,4}/g)?.join(' ') ?? '';
}
