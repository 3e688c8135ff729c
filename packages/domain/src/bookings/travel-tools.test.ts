import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillTravelToolLink, travelToolLinkProblem } from './travel-tools';

const TEMPLATE = 'https://partner.example/search?to={destination}&from={dateFrom}&until={dateTo}&lang=es';

describe('fillTravelToolLink', () => {
  it('puts the search into the link, URL-encoded, and leaves a missing value empty', () => {
    expect(fillTravelToolLink(TEMPLATE, { destination: 'Río de Janeiro', dateFrom: '2027-05-01', dateTo: '2027-05-10' }))
      .toBe('https://partner.example/search?to=R%C3%ADo%20de%20Janeiro&from=2027-05-01&until=2027-05-10&lang=es');
    expect(fillTravelToolLink(TEMPLATE, { destination: '  Oslo ' })).toBe('https://partner.example/search?to=Oslo&from=&until=&lang=es');
    expect(fillTravelToolLink('https://partner.example/go/{destination}/', { destination: 'a/b' })).toBe('https://partner.example/go/a%2Fb/');
  });

  it('never lets a hostile value add a parameter, change the path or host, or bring another placeholder in', () => {
    const hostile = ['x&lang=en#top', '{dateFrom}', '../../admin', 'javascript:alert(1)', '\r\nSet-Cookie: a=b', '%2F', 'a?b=c', '@evil.example'];
    for (const destination of hostile) {
      const link = new URL(fillTravelToolLink(TEMPLATE, { destination, dateFrom: 'd1' }));
      expect(link.origin).toBe('https://partner.example');
      expect(link.pathname).toBe('/search');
      expect([...link.searchParams.keys()]).toEqual(['to', 'from', 'until', 'lang']);
      expect(link.searchParams.get('to')).toBe(destination.trim());
      expect(link.searchParams.get('from')).toBe('d1');
      expect(link.hash).toBe('');
    }
  });

  it('keeps any text whole inside its own parameter (property)', () => {
    fc.assert(
      // Any character, control characters included (well-formed text: a browser's form never sends a lone surrogate).
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary-ascii' }), (destination, dateFrom) => {
        const link = new URL(fillTravelToolLink(TEMPLATE, { destination, dateFrom }));
        expect(link.origin).toBe('https://partner.example');
        expect(link.searchParams.get('to')).toBe(destination.trim());
        expect(link.searchParams.get('from')).toBe(dateFrom.trim());
        expect(link.searchParams.get('lang')).toBe('es');
      }),
    );
  });
});

describe('travelToolLinkProblem', () => {
  it('takes https links with the known placeholders after the host', () => {
    for (const template of [TEMPLATE, 'https://partner.example/', 'https://partner.example:8443/{destination}', 'https://partner.example?q={destination}', 'https://partner.example/#/s/{dateTo}']) {
      expect(travelToolLinkProblem(template), template).toBeNull();
    }
  });

  it('refuses unknown placeholders and stray braces', () => {
    for (const template of ['https://partner.example/?q={city}', 'https://partner.example/?q={destination', 'https://partner.example/?q=}', 'https://partner.example/{}']) {
      expect(travelToolLinkProblem(template), template).toBe('validation.travelToolPlaceholders');
    }
  });

  it('refuses what is not https, carries credentials, or lets a search change the host', () => {
    const refused = [
      'http://partner.example/?q={destination}', 'javascript:alert(1)//{destination}', 'ftp://partner.example/', 'partner.example/?q={destination}',
      'https://{destination}/', 'https://{destination}.partner.example/', 'https://partner.example{destination}/', 'https://partner.{destination}',
      'https://{destination}@partner.example/', 'https://user:pass@partner.example/', 'https://partner.example/ ?q={destination}', '',
    ];
    for (const template of refused) expect(travelToolLinkProblem(template), template).toBe('validation.travelToolLink');
  });
});
