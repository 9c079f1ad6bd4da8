import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { Dialog } from './dialog.tsx';

describe('Dialog', () => {
  it('names its icon-only close button "Bezárás" for a screen reader (WCAG 4.1.2)', async () => {
    renderWithProviders(
      <Dialog opened onClose={() => {}} title="Telefonszám hozzáadása">
        <p>Tartalom</p>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Telefonszám hozzáadása' });
    expect(within(dialog).getByRole('button', { name: 'Bezárás' })).toBeInTheDocument();
  });

  it('keeps a name a screen gives its close button', async () => {
    renderWithProviders(
      <Dialog
        opened
        onClose={() => {}}
        title="Ütemterv"
        closeButtonProps={{ 'aria-label': 'Ütemterv bezárása' }}
      >
        <p>Tartalom</p>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ütemterv' });
    expect(within(dialog).getByRole('button', { name: 'Ütemterv bezárása' })).toBeInTheDocument();
  });
});
