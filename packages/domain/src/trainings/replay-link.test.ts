import { describe, expect, it } from 'vitest';
import { isHttpsLink, videoEmbedUrl } from './replay-link';

const YOUTUBE = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';

describe('videoEmbedUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    'https://youtube.com/watch?v=M7lc1UVf-VE&t=42s',
    'https://m.youtube.com/watch?feature=share&v=M7lc1UVf-VE',
    'https://youtu.be/M7lc1UVf-VE?si=abc',
    'https://www.youtube.com/embed/M7lc1UVf-VE',
    'https://www.youtube.com/live/M7lc1UVf-VE',
    'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
    'https://WWW.YOUTUBE.COM/watch?v=M7lc1UVf-VE',
  ])('plays %s in the no-cookie YouTube player', (link) => {
    expect(videoEmbedUrl(link)).toBe(YOUTUBE);
  });

  it('plays Vimeo videos in the Vimeo player without tracking, keeping an unlisted video\'s hash', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(videoEmbedUrl('https://www.vimeo.com/76979871?share=copy')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(videoEmbedUrl('https://vimeo.com/76979871/a1b2c3d4e5')).toBe('https://player.vimeo.com/video/76979871?dnt=1&h=a1b2c3d4e5');
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5')).toBe('https://player.vimeo.com/video/76979871?dnt=1&h=a1b2c3d4e5');
  });

  it.each([
    // Other hosts: opened in a new tab, never framed.
    'https://drive.example.org/replays/closing-2026.mp4',
    'https://www.youtube.com/',
    'https://vimeo.com/channels/staffpicks',
    // Look-alike hosts and user names that read as the real host.
    'https://youtube.com.evil.net/watch?v=M7lc1UVf-VE',
    'https://evil-youtube.com/watch?v=M7lc1UVf-VE',
    'https://youtube.com@evil.net/watch?v=M7lc1UVf-VE',
    'https://www.youtube.com:pass@evil.net/embed/M7lc1UVf-VE',
    'https://vimeo.com.evil.net/76979871',
    'https://notvimeo.com/76979871',
    'https://youtu.be.evil.net/M7lc1UVf-VE',
    // Not https, or no web address at all.
    'javascript:alert(1)//https://youtu.be/M7lc1UVf-VE',
    'JaVaScRiPt:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'http://www.youtube.com/watch?v=M7lc1UVf-VE',
    '//www.youtube.com/watch?v=M7lc1UVf-VE',
    'www.youtube.com/watch?v=M7lc1UVf-VE',
    '',
    // Ids that are not ids: nothing of them may reach the player's address.
    'https://www.youtube.com/watch?v=M7lc1UVf-VE"onload="alert(1)',
    'https://www.youtube.com/watch?v=../../evil',
    'https://youtu.be/%2e%2e%2fevil',
    'https://www.youtube.com/embed/M7lc1UVf-VE/../../x',
    'https://vimeo.com/76979871abc',
    'https://vimeo.com/76979871/../../evil',
    'https://player.vimeo.com/76979871',
  ])('frames nothing for %s', (link) => {
    expect(videoEmbedUrl(link)).toBeNull();
  });

  it("leaves a hash that is not one out of the player's address", () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871/<script>')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });
});

describe('isHttpsLink', () => {
  it('takes absolute https addresses with a host', () => {
    expect(isHttpsLink('https://vimeo.com/76979871')).toBe(true);
    expect(isHttpsLink('https://drive.example.org/a b')).toBe(false);
    expect(isHttpsLink('http://drive.example.org/replay')).toBe(false);
    expect(isHttpsLink('https://localhost/replay')).toBe(false);
    expect(isHttpsLink('https://user:secret@drive.example.org/replay')).toBe(false);
    expect(isHttpsLink('javascript:alert(1)')).toBe(false);
    expect(isHttpsLink('https:/drive.example.org')).toBe(false);
    expect(isHttpsLink('https:\\\\evil.net\\replay')).toBe(false);
  });
});
