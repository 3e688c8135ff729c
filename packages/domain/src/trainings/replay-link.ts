/** The longest replay link an admin may give a training. */
export const REPLAY_LINK_MAX = 500;

/**
 * A link a member's browser may open as it is: an absolute https address with a host and no user name or password
 * (`https://youtube.com@evil.net/` names the host evil.net, and would read as YouTube on screen).
 */
export function isHttpsLink(value: string): boolean {
  // Written out as https:// (the parser would also read `https:/host` or backslashes as an address).
  if (!/^https:\/\//i.test(value) || /[\s\\]/.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
// An unlisted Vimeo video's privacy hash (vimeo.com/{id}/{hash}, or ?h= on the player).
const VIMEO_HASH = /^[0-9a-f]{6,32}$/;

/** Where the privacy-friendly players live (the Content-Security-Policy lets only these be framed). */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1];
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'live' || kind === 'shorts' ? id : undefined;
}

function vimeoEmbed(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const [id, hash] = url.hostname === 'player.vimeo.com' ? (parts[0] === 'video' ? [parts[1], url.searchParams.get('h')] : []) : parts;
  if (!id || !VIMEO_ID.test(id)) return null;
  // dnt: the player sets no tracking cookies.
  const query = new URLSearchParams({ dnt: '1' });
  if (hash && VIMEO_HASH.test(hash)) query.set('h', hash);
  return `${VIDEO_EMBED_ORIGINS[1]}/video/${id}?${query.toString()}`;
}

/**
 * The privacy player of a replay on a known video host (YouTube: watch?v=, youtu.be/, /embed/; Vimeo: /{id}), to
 * embed in a frame; null for any other link, which the member opens in a new tab instead. The address is built
 * from the video's id alone, so nothing else of the link reaches the frame.
 */
export function videoEmbedUrl(link: string): string | null {
  if (!isHttpsLink(link)) return null;
  const url = new URL(link);
  const youtube = youtubeId(url);
  if (youtube !== undefined) return YOUTUBE_ID.test(youtube) ? `${VIDEO_EMBED_ORIGINS[0]}/embed/${youtube}` : null;
  return vimeoEmbed(url);
}
