import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import esApp from '@/i18n/es.app.json';
import es from '@/i18n/es.json';
import { DataTable, type DataTableProps } from './data-table';
import type { Column } from './data-table-column';

// The table as the server-side renderer writes it (the web project runs without a DOM): what a browser test and a screen reader find.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { es: { translation: { ...es, ...esApp } } },
  lng: 'es',
  initAsync: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
});

type Row = { id: number; name: string; amount: number };
type SortId = 'name' | 'amount';
const columns: Column<Row, SortId>[] = [
  { id: 'name', header: 'Nombre', sort: 'name', cell: (row) => row.name, card: 'title' },
  { id: 'amount', header: 'Importe', sort: 'amount', cell: (row) => `${row.amount} €`, align: 'right', attributes: () => ({ 'data-testid': 'amount' }) },
  { id: 'edit', header: 'Editar', hiddenHeader: true, cell: (row) => createElement('button', null, `edit ${row.id}`) },
  { id: 'note', header: 'Nota', table: false, cell: () => 'only on phones' },
];
const rows: Row[] = [
  { id: 1, name: 'ana', amount: 10 },
  { id: 2, name: 'bruno', amount: 20 },
];

function render(props: Partial<DataTableProps<Row, SortId>>): string {
  const table = createElement(DataTable<Row, SortId>, { columns, rows, rowKey: (row) => row.id, emptyText: 'Nada por aquí', ...props });
  const tree: ReactNode = createElement(I18nextProvider, { i18n }, createElement(MantineProvider, null, table));
  return renderToStaticMarkup(tree);
}

describe('DataTable', () => {
  it('writes the titles, sortable ones as buttons that say their order, and a heard-only title', () => {
    const html = render({ sort: { id: 'amount', direction: 'desc' }, onSort: () => {} });
    expect(html).toMatch(/<th[^>]*aria-sort="none"[^>]*>.*data-testid="sort-name"/);
    expect(html).toMatch(/<th[^>]*aria-sort="descending"[^>]*>.*data-testid="sort-amount"/);
    expect(html).toMatch(/Editar<\/span><\/th>/);
    expect(html).not.toContain('Nota');
    expect(html).not.toContain('only on phones');
  });

  it('marks rows and cells for the browser tests', () => {
    const html = render({ testId: 'people', rowTestId: 'person', rowAttributes: (row) => ({ 'data-name': row.name }) });
    expect(html).toContain('data-testid="people"');
    expect(html.match(/<tr[^>]*data-testid="person"[^>]*data-name="(ana|bruno)"/g)).toHaveLength(2);
    expect(html.match(/<td[^>]*data-testid="amount"[^>]*>\d+ €<\/td>/g)).toHaveLength(2);
    expect(html).toContain('edit 2');
  });

  it('says the page range under the rows, and nothing of paging when there is nothing to page', () => {
    const pager = { page: 2, size: 10, total: 57, onPage: () => {}, onSize: () => {} };
    expect(render({ pager })).toContain('11–20 de 57');
    const empty = render({ rows: [], pager: { ...pager, total: 0 }, emptyTestId: 'none' });
    expect(empty).toContain('Nada por aquí');
    expect(empty).toContain('data-testid="none"');
    expect(empty).not.toContain('de 0');
    expect(empty).not.toContain('<table');
  });

  it('shows the read\'s error instead of the rows, and a loader the first time', () => {
    const failed = render({ query: { isError: true, error: new Error('boom'), isPending: false } });
    expect(failed).toContain('role="alert"');
    expect(failed).not.toContain('<table');
    const loading = render({ rows: [], query: { isError: false, error: null, isPending: true } });
    expect(loading).toContain('Cargando');
    expect(loading).not.toContain('Nada por aquí');
  });
});
