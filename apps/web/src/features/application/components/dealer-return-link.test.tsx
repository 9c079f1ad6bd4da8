import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { DealerReturnLink } from './dealer-return-link.tsx';

describe('the way back to the dealer on a leasing result', () => {
  it('offers "Vissza a kereskedőhöz" as a link to the dealer', () => {
    const url = 'https://auto.example/lizing/vissza?ref=A-17&prescore=AbCdEfGhIjKlMnOpQrStUvWx&eligible=true';
    renderWithProviders(<DealerReturnLink url={url} />);
    expect(screen.getByRole('link', { name: 'Vissza a kereskedőhöz' })).toHaveAttribute('href', url);
  });

  it.each([
    ['no dealer (a personal loan)', undefined],
    ['no return URL', null],
    ['an address that is not a web page', 'javascript:alert(1)'],
  ])('shows nothing for %s', (_what, url) => {
    renderWithProviders(<DealerReturnLink url={url} />);
    expect(screen.queryByRole('link', { name: 'Vissza a kereskedőhöz' })).toBeNull();
  });
});
