import type { MediaType } from '@vo/domain';

// The extensions each accepted type goes by; a name without one of them gets the first.
const EXTENSIONS: Record<MediaType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};
// What passes for an extension to replace; "Mr. Smith" ends in none.
const EXTENSION = /\.([a-z0-9]{1,10})$/i;

/**
 * The name a file is stored and downloaded under, its extension following the type read from its bytes: a
 * member's computer opens a download by its extension, so `evil.html` holding a png becomes `evil.png`.
 * `fallback` names a file whose name has nothing before the extension.
 */
export function nameForType(name: string, type: MediaType, fallback: string): string {
  const extension = EXTENSION.exec(name)?.[1];
  if (extension && EXTENSIONS[type].includes(extension.toLowerCase()) && name.length > extension.length + 1) return name;
  const base = extension ? name.slice(0, -extension.length - 1) : name;
  return `${base || fallback}.${EXTENSIONS[type][0]}`;
}
