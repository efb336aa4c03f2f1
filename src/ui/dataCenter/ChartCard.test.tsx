// A chart's numbers as the kit's table: one row per line of the figure (its first cell the row's header), sorting
// by any column (numbers as numbers), and the toggle back to the chart, in both languages.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import cnDc from '../../i18n/cn/dataCenter';
import enDc from '../../i18n/en/dataCenter';
import { renderScreen } from '../../../tests/component/render';
import { ChartCard, type ChartTable } from './ChartCard';

const table: ChartTable = {
  header: ['Device', 'Available %'],
  rows: [['Pump 10', 99.5], ['Pump 2', 7], ['Pump 1', 40]],
};
const firstCells = () => within(screen.getByTestId('dc-table-avail')).getAllByRole('rowheader').map((cell) => cell.textContent);
const figures = () => [...screen.getByTestId('dc-table-avail').querySelectorAll('tbody td')].map((cell) => cell.textContent);

describe('chart card table', () => {
  it.each([
    ['en', enDc],
    ['cn', cnDc],
  ] as const)('shows the numbers as a sortable table in %s and goes back to the chart', async (lang, texts) => {
    const { user } = await renderScreen(
      <ChartCard id="avail" title="Availability" summary="Three pumps" table={table} fileName="a.csv"><svg /></ChartCard>,
      { lang, namespaces: ['dataCenter'] },
    );
    expect(screen.getByTestId('dc-chart-avail')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: texts.card.showTable }));
    expect(screen.getByRole('grid', { name: 'Availability' })).toBe(screen.getByTestId('dc-table-avail'));
    expect(within(screen.getByTestId('dc-table-avail')).getAllByRole('row')).toHaveLength(4);
    expect(firstCells()).toEqual(['Pump 10', 'Pump 2', 'Pump 1']);
    await user.click(screen.getByTestId('sort-avail-1'));
    expect(figures()).toEqual(['7', '40', '99.5']);
    await user.click(screen.getByTestId('sort-avail-0'));
    expect(firstCells()).toEqual(['Pump 1', 'Pump 2', 'Pump 10']);
    await user.click(screen.getByRole('button', { name: texts.card.showChart }));
    expect(screen.queryByTestId('dc-table-avail')).toBeNull();
  });

  it('says the range is empty and offers neither table nor CSV', async () => {
    await renderScreen(<ChartCard id="avail" title="Availability" summary="" table={{ header: table.header, rows: [] }} fileName="a.csv"><svg /></ChartCard>,
      { namespaces: ['dataCenter'] });
    expect(screen.getByTestId('dc-empty-avail').textContent).toBe(enDc.card.empty);
    expect((screen.getByTestId('dc-toggle-avail') as HTMLButtonElement).disabled).toBe(true);
  });
});
