import Papa from 'papaparse';
import type { WalletMovement } from '@/api/wallet-movements';

export const MOVEMENT_CSV_COLUMNS = ['date', 'type', 'account', 'fromUser', 'level', 'value'] as const;
export type MovementCsvColumn = (typeof MOVEMENT_CSV_COLUMNS)[number];

/** The words of the member's language the file is written in. */
export interface MovementCsvLabels {
  header: (column: MovementCsvColumn) => string;
  /** The type in words, with a reservation's locator (useMovementLabels().concept). */
  concept: (movement: WalletMovement) => string;
  account: (account: string) => string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as the member's clock shows it, in a form spreadsheets read as a date (2026-11-23 18:05). */
export function localDateTime(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** One row per movement, the screen's columns plus the account; values stay numbers (a dot for decimals). */
export function movementCsvRows(movements: WalletMovement[], labels: MovementCsvLabels): (string | number)[][] {
  return movements.map((m) => [localDateTime(m.createAt), labels.concept(m), labels.account(m.account), m.fromUser?.username ?? '', m.level ?? '', m.value]);
}

/**
 * RFC 4180 text by papaparse, with a byte-order mark so spreadsheets read the accents as UTF-8, and
 * cells that start like a formula (a username such as "=cmd") defused.
 */
export function movementsCsv(movements: WalletMovement[], labels: MovementCsvLabels): string {
  const csv = Papa.unparse({ fields: MOVEMENT_CSV_COLUMNS.map(labels.header), data: movementCsvRows(movements, labels) }, { escapeFormulae: true, newline: '\r\n' });
  return `\uFEFF${csv}`;
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
