import { describe, expect, it } from 'vitest';
import { SECRET_MASK } from './mailer';
import { maskLinks } from './mask-links';

describe('maskLinks', () => {
  it('masks query strings and token-like path segments of every link, and leaves the rest of the text', () => {
    expect(maskLinks('Open https://vo.example/auth/confirm/AbCdEfGhIjKlMnOpQr12 now'))
      .toBe(`Open https://vo.example/auth/confirm/${SECRET_MASK} now`);
    expect(maskLinks('<a href="https://vo.example/support?ticket=12&sig=abc#x">https://vo.example/support?ticket=12</a>'))
      .toBe(`<a href="https://vo.example/support?${SECRET_MASK}">https://vo.example/support?${SECRET_MASK}</a>`);
    expect(maskLinks('https://very-long-host-name-here.example/help/contact')).toBe('https://very-long-host-name-here.example/help/contact');
  });
});
