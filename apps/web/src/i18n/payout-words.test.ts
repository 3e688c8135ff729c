import { domainMessages } from '@vo/domain';
import { describe, expect, it } from 'vitest';
import enApp from './en.app.json';
import en from './en.json';
import esApp from './es.app.json';
import es from './es.json';
import ptApp from './pt.app.json';
import pt from './pt.json';

type Tree = { [key: string]: string | Tree };

/** The texts under `path` (a dotted key), each with its key. */
function textsUnder(tree: Tree, path: string): [string, string][] {
  const node = path.split('.').reduce<string | Tree | undefined>((at, key) => (typeof at === 'object' ? at[key] : undefined), tree);
  if (typeof node === 'string') return [[path, node]];
  return Object.entries(node ?? {}).flatMap(([key]) => textsUnder(node as Tree, key).map(([k, v]): [string, string] => [`${path}.${k}`, v]));
}

const LANGUAGES = { es: { ...es, ...esApp }, en: { ...en, ...enApp }, pt: { ...pt, ...ptApp } } as Record<string, Tree>;
/** Every text about a member's payout request: the member's screen, the console's queue, the wallet's words for it. */
const PAYOUT_TEXTS = ['titles.payouts', 'menu.payouts', 'payouts', 'admin.payouts', 'wallet.types.payout', 'wallet.summary', 'alerts.missingBankData', 'profile.hints.bank'];
const PAYOUT_MESSAGES = ['payoutMinimum', 'payoutNothingLeft', 'transferError', 'payoutNotAllowed', 'bankDataMissing', 'transferNotValid', 'payoutExportEmpty'];
const TRANSFER = /transfer|transferência/i;

/**
 * Issue 18 item 13: "transfer" meant an incoming bank transfer on one screen and an outgoing payout on others.
 * Payouts are payouts in every language; "transfer" is left to the bank transfer a member pays with.
 */
describe.each(Object.keys(LANGUAGES))('payout words in %s', (language) => {
  it('never call a payout a transfer', () => {
    const texts = PAYOUT_TEXTS.flatMap((path) => textsUnder(LANGUAGES[language]!, path));
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.filter(([, text]) => TRANSFER.test(text))).toEqual([]);
  });

  it('never in the server\'s messages about payouts either', () => {
    const messages = domainMessages[language as 'es' | 'en' | 'pt'] as unknown as Tree;
    const texts = PAYOUT_MESSAGES.flatMap((code) => Object.values(messages).flatMap((group) => (typeof group === 'object' && typeof group[code] === 'string' ? [group[code]] : [])));
    expect(texts).toHaveLength(PAYOUT_MESSAGES.length);
    expect(texts.filter((text) => TRANSFER.test(text))).toEqual([]);
  });

  it('name the incoming ones bank transfer payments', () => {
    const [[, title]] = textsUnder(LANGUAGES[language]!, 'admin.incomingBankTransfers.title') as [[string, string]];
    expect(title).toMatch(TRANSFER);
    expect(title).toMatch(/pago|payment|pagamento/i);
  });
});
