import { reservationCodeOf } from '@vo/domain';
import { describe, expect, it } from 'vitest';
import type { WalletMovement } from '@/api/wallet-movements';
import { localDateTime, movementCsvRows, movementsCsv, type MovementCsvLabels } from './movement-csv';

const labels: MovementCsvLabels = {
  header: (column) => ({ date: 'Fecha', type: 'Tipo', account: 'Cuenta', fromUser: 'Comisión de', level: 'Nivel', value: 'Importe' })[column],
  // As useMovementLabels().concept words it: the type, and a reservation's locator.
  concept: (m) => {
    const type = ({ 'commission.direct': 'Bono directo', 'payout.request': 'Solicitud de pago', 'reservation.deposit': 'Depósito de reserva' } as Record<string, string>)[m.type] ?? m.type;
    const code = reservationCodeOf(m.reference);
    return code ? `${type} · ${code}` : type;
  },
  account: (account) => ({ wallet_available: 'Disponible', wallet_retained: 'Retenido' })[account] ?? account,
};

const movement = (over: Partial<WalletMovement>): WalletMovement => ({
  '@id': '/api/wallet_movements/1', '@type': 'WalletMovement', id: 1, user: '/api/users/3', value: 22.5, teaser: 'system', account: 'wallet_retained', type: 'commission.direct', reason: 'direct_bonus',
  reference: 'payment:4', level: 1, fromUser: { id: 7, username: 'ana' }, createAt: '2026-11-23T17:05:00.000Z', ...over,
});

describe('wallet movements CSV', () => {
  it('writes the screen columns in the member language, numbers as numbers', () => {
    const rows = movementCsvRows([
      movement({}),
      movement({ id: 2, value: -50, account: 'wallet_available', type: 'payout.request', reference: 'transfer:9', level: null, fromUser: null }),
      movement({ id: 3, value: -300, account: 'enjoy_points', type: 'reservation.deposit', reference: 'reservation:ACD347', level: null, fromUser: null }),
    ], labels);
    expect(rows).toEqual([
      [localDateTime('2026-11-23T17:05:00.000Z'), 'Bono directo', 'Retenido', 'ana', 1, 22.5],
      [localDateTime('2026-11-23T17:05:00.000Z'), 'Solicitud de pago', 'Disponible', '', '', -50],
      [localDateTime('2026-11-23T17:05:00.000Z'), 'Depósito de reserva · ACD347', 'enjoy_points', '', '', -300],
    ]);
  });

  it('is RFC 4180 with a BOM, quoting what needs it and defusing formulas', () => {
    const csv = movementsCsv([movement({ fromUser: { id: 8, username: '=HYPERLINK("x")' } }), movement({ type: 'odd, "kind"' })], labels);
    const [header, first, second] = csv.split('\r\n');
    expect(header).toBe('\uFEFFFecha,Tipo,Cuenta,Comisión de,Nivel,Importe');
    expect(first).toContain(`"'=HYPERLINK(""x"")"`);
    expect(first!.endsWith(',1,22.5')).toBe(true);
    expect(second).toContain('"odd, ""kind"""');
  });

  it('keeps a local, sortable date', () => {
    expect(localDateTime('2026-01-02T03:04:00')).toBe('2026-01-02 03:04');
  });
});
