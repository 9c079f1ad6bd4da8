import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { OneTimeCodeField, type OneTimeCodeFieldProps } from './one-time-code-field.tsx';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function Field(props: Partial<OneTimeCodeFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <OneTimeCodeField
      channel="SMS"
      maskedTarget="+36 20 *** **67"
      expiresAt={inMinutes(5)}
      resendAvailableAt={inMinutes(-1)}
      value={value}
      onChange={setValue}
      onResend={() => {}}
      isResending={false}
      resendError={null}
      {...props}
    />
  );
}

const digits = () => screen.getAllByLabelText(/^Kód, \d\. számjegy$/);

describe('the one-time code entry every code screen shares', () => {
  it('says where the code went, takes six digits and offers the code from the SMS (autocomplete)', async () => {
    renderWithProviders(<Field label="Aláírási kód" description="Még 5 próbálkozása van." />);
    expect(await screen.findByText('A hatjegyű kódot SMS-ben küldtük erre a számra:')).toBeInTheDocument();
    expect(screen.getByText('+36 20 *** **67')).toBeInTheDocument();
    expect(screen.getByText('Aláírási kód')).toBeInTheDocument();
    expect(screen.getByText('Még 5 próbálkozása van.')).toBeInTheDocument();
    expect(digits()).toHaveLength(6);
    expect(digits()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    const user = userEvent.setup();
    await user.click(digits()[0] as HTMLElement);
    await user.keyboard('4829x13');
    expect(digits().map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '2', '9', '1', '3']);
  });

  it('a new code can be asked for only once the server allows it', async () => {
    const onResend = vi.fn();
    const { unmount } = renderWithProviders(<Field resendAvailableAt={inMinutes(1)} onResend={onResend} />);
    expect(await screen.findByRole('button', { name: /^Új kódot .* múlva kérhet$/ })).toBeDisabled();
    unmount();
    renderWithProviders(<Field onResend={onResend} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Új kód kérése' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('an expired code is said, with what to do next', async () => {
    renderWithProviders(<Field expiresAt={inMinutes(-1)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('A kód lejárt. Kérjen újat a lenti gombbal.');
  });
});
