/** Role names of `GET /api/me` `roles` the browser acts on (the server checks them again on every call). */
export const ROLE_ADMIN = 'ROLE_ADMIN';

export function hasRole(user: { roles?: readonly string[] } | undefined, role: string): boolean {
  return Boolean(user?.roles?.includes(role));
}
