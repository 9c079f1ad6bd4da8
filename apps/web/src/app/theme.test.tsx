import { NativeSelect, PasswordInput, PinInput, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import classes from './theme.module.css';

describe('the theme', () => {
  it('gives every kind of text field the focus-ring class (WCAG 2.4.7)', async () => {
    renderWithProviders(
      <>
        <TextInput label="Település" />
        <NativeSelect label="Állampolgárság" data={['Magyar']} />
        <PinInput length={2} getInputProps={(index) => ({ 'aria-label': `Kód, ${index + 1}. számjegy` })} />
        <PasswordInput label="Jelszó" />
      </>,
    );
    const ring = classes.input ?? '';
    expect(ring).not.toBe('');
    expect(await screen.findByRole('textbox', { name: 'Település' })).toHaveClass(ring);
    expect(screen.getByRole('combobox', { name: 'Állampolgárság' })).toHaveClass(ring);
    expect(screen.getByRole('textbox', { name: 'Kód, 1. számjegy' })).toHaveClass(ring);
    // The password's box wraps the real input; the ring is drawn on the box.
    expect(screen.getByLabelText('Jelszó').closest(`.${ring}`)).not.toBeNull();
  });
});
