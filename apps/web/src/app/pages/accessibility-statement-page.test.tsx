import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicAccessibilityTokensHu } from '../../../../server/src/seed/translations-hu-accessibility.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AccessibilityStatementPage } from './accessibility-statement-page.tsx';

const section = (name: string) => screen.getByRole('region', { name });

describe('the accessibility statement (EAA; WCAG 2.1 AA, EN 301 549; EU model statement)', () => {
  it('has the parts of the model statement, with an honest conformance status', async () => {
    renderWithProviders(<AccessibilityStatementPage />, {
      path: '/akadalymentesseg',
      route: '/akadalymentesseg',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Akadálymentességi nyilatkozat' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Megfelelőségi státusz',
      'Nem akadálymentes tartalom',
      'A nyilatkozat elkészítése',
      'Visszajelzés és kapcsolat',
      'Jogérvényesítés',
    ]);
    expect(section('Megfelelőségi státusz')).toHaveTextContent(
      'A portál részben felel meg a WCAG 2.1 irányelv AA szintjének és az EN 301 549 szabványnak.',
    );
  });

  it('names the known limits: untagged PDFs and the third-party identity check pages', async () => {
    renderWithProviders(<AccessibilityStatementPage />);
    await screen.findByRole('heading', { level: 1 });
    const limits = within(section('Nem akadálymentes tartalom')).getAllByRole('listitem');
    expect(limits[0]).toHaveTextContent('PDF dokumentumokban');
    expect(limits[0]).toHaveTextContent('nincsenek képernyőolvasónak szóló szerkezeti jelölések');
    expect(limits[1]).toHaveTextContent('személyazonosság ellenőrzése egy külső szolgáltató oldalán');
  });

  it('says when and how it was prepared, where to write, by when we answer, and where to turn next', async () => {
    renderWithProviders(<AccessibilityStatementPage />);
    await screen.findByRole('heading', { level: 1 });
    const preparation = section('A nyilatkozat elkészítése');
    expect(preparation).toHaveTextContent('2026. november 25-én készítettük, saját értékelés alapján');
    expect(preparation).toHaveTextContent('axe-core');
    expect(preparation).toHaveTextContent('billentyűzettel');

    const feedback = section('Visszajelzés és kapcsolat');
    expect(within(feedback).getByRole('link', { name: 'akadalymentesseg@hitelkapu.hu' })).toHaveAttribute(
      'href',
      'mailto:akadalymentesseg@hitelkapu.hu',
    );
    expect(within(feedback).getByRole('link', { name: '+36 1 999 9999' })).toHaveAttribute(
      'href',
      'tel:+3619999999',
    );
    expect(feedback).toHaveTextContent('legkésőbb 15 napon belül válaszolunk');

    const enforcement = section('Jogérvényesítés');
    expect(enforcement).toHaveTextContent('fogyasztóvédelmi hatóságnál');
    expect(enforcement).toHaveTextContent('2022. évi XVII. törvény');
  });

  it('shows only wording from translation tokens', async () => {
    renderWithProviders(<AccessibilityStatementPage />);
    const article = await screen.findByRole('article');
    const shown = article.textContent ?? '';
    const tokens = Object.entries(publicAccessibilityTokensHu).filter(([key]) => key.startsWith('a11y.'));
    let rest = shown;
    for (const [, value] of tokens.sort((a, b) => b[1].length - a[1].length)) rest = rest.replace(value, '');
    expect(rest.trim()).toBe('');
  });
});
