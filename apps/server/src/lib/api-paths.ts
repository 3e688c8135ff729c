// Spec section 7 and DESIGN section 3: the API lives under these; every other path is the web app's.
const API_PREFIXES = ['/api/', '/reset-password/api', '/pdf/'];

/** Whether a request URL belongs to the API rather than to the web app. */
export const isApiPath = (url: string): boolean => API_PREFIXES.some((prefix) => url.startsWith(prefix));
