import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { UiProvider } from '@emind/web-ui';
import { RowList, type RowField } from './row-list.tsx';

interface Payment { code: string; patient: string; status: string }

const fields: RowField<Payment>[] = [
  { label: 'Cita', value: (row) => row.code },
  { label: 'Paciente', value: (row) => row.patient },
  { label: 'Estado', value: (row) => row.status },
  { label: 'Acciones', value: (row) => <button type="button">Verificar pago {row.code}</button>, actions: true },
];
const rows: Payment[] = [{ code: 'EM-1', patient: 'Camila', status: 'Pendiente' }, { code: 'EM-2', patient: 'Tomás', status: 'Verificado' }];

/** happy-dom's window, `width` px wide: CSS media queries answer for it. */
function screenOf(width: number): void {
  (window as unknown as { happyDOM: { setViewport(viewport: { width: number }): void } }).happyDOM.setViewport({ width });
}

const renderList = () =>
  render(<UiProvider><RowList rows={rows} fields={fields} rowKey={(row) => row.code} label="Pagos por revisar" rowLabel={(row) => `Cita ${row.code}`} testId="payment-row" /></UiProvider>);

afterEach(() => {
  cleanup();
  screenOf(1024);
});

describe('RowList', () => {
  it('is a table from 768 px up, its actions header read but not shown', () => {
    screenOf(1280);
    renderList();
    const table = screen.getByRole('table', { name: 'Pagos por revisar' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Cita', 'Paciente', 'Estado', 'Acciones']);
    const row = within(table).getByRole('row', { name: 'Cita EM-2' });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['EM-2', 'Tomás', 'Verificado', 'Verificar pago EM-2']);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('is one card per row under 768 px, with every field labelled and the actions', () => {
    screenOf(390);
    renderList();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Pagos por revisar' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = screen.getByRole('listitem', { name: 'Cita EM-1' });
    expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['Paciente', 'Estado']);
    expect(within(card).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Camila', 'Pendiente']);
    expect(card.textContent).toContain('EM-1');
    expect(within(card).getByRole('button', { name: 'Verificar pago EM-1' })).toBeTruthy();
    expect(screen.getAllByTestId('payment-row')).toHaveLength(2);
  });
});
