import { fireEvent, screen, within } from '@testing-library/react';
import CashbackRatesScreen from '@/components/screens/rewards/cashback-rates-screen';
import { loc, renderWithApp, resetApp } from '../support/render';

const rows = () =>
  within(screen.getByTestId('cashback-table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('/cashback-rates', () => {
  beforeEach(() => resetApp('#/cashback-rates'));

  it('starts with live casino AG and follows the category and platform chosen', () => {
    renderWithApp(<CashbackRatesScreen location={loc('#/cashback-rates')} />);
    expect(rows()).toEqual([
      '≥ 10.50%',
      '≥ 100,0000.60%',
      '≥ 3,000,0000.80%',
      '≥ 10,000,0001.00%',
      '≥ 20,000,0001.50%',
    ]);
    fireEvent.change(screen.getByLabelText('类别'), { target: { value: 'slots' } });
    fireEvent.change(screen.getByLabelText('平台'), { target: { value: 'PG' } });
    expect(rows()[4]).toBe('≥ 20,000,0003.50%');
    fireEvent.change(screen.getByLabelText('类别'), { target: { value: 'sports' } });
    expect(screen.getByLabelText('平台')).toHaveValue('KY');
    fireEvent.change(screen.getByLabelText('平台'), { target: { value: 'lucky' } });
    expect(rows()).toHaveLength(8);
    expect(rows()[7]).toBe('≥ 500,000彩金 ¥9,666');
  });
});
