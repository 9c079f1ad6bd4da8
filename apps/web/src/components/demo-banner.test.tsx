import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePortalConfig } from '../lib/portal-config.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { DemoBanner } from './demo-banner.tsx';

describe('DemoBanner', () => {
  afterEach(() => usePortalConfig.setState({ items: [] }));

  it('tells a visitor of a demonstration start that nothing is real and where the messages are', async () => {
    usePortalConfig.setState({ items: [{ identifier: 'demo_mode', value: true }] });
    renderWithProviders(<DemoBanner />);
    const banner = await screen.findByRole('complementary', { name: 'Bemutató üzemmód' });
    expect(banner).toHaveTextContent('Ne adjon meg valódi adatokat.');
    expect(screen.getByRole('link', { name: 'Próbapostafiók megnyitása' })).toHaveAttribute(
      'href',
      '/dev/mailbox',
    );
  });

  it('shows nothing on a real start', () => {
    usePortalConfig.setState({ items: [{ identifier: 'demo_mode', value: false }] });
    renderWithProviders(<DemoBanner />);
    expect(screen.queryByTestId('demo-banner')).toBeNull();
  });
});
