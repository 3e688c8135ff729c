import { SECRET_MASK } from './mailer';

/** A path segment long and random enough to be a token (a reset code, a signed id), not a word of a route. */
const TOKEN_SEGMENT = /^[\w-]{16,}$/;

/**
 * A mail's links as an admin may read them (issue 19 "preview, links masked"): the one-time tokens are masked already
 * in the outbox; this also masks every query string and any token-like path segment, whatever the template put there.
 */
export function maskLinks(body: string): string {
  return body.replace(/https?:\/\/[^\s"'<>]+/g, (url) => {
    const [path = url] = url.split(/[?#]/, 1);
    const masked = path.split('/').map((segment, index) => (index > 2 && TOKEN_SEGMENT.test(segment) ? SECRET_MASK : segment)).join('/');
    return path.length < url.length ? `${masked}?${SECRET_MASK}` : masked;
  });
}
