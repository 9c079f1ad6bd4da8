import type { FlowQuestion } from '@hitelkapu/domain/contracts/application';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { StatementField } from './statement-field.tsx';

const khrChoice: FlowQuestion = {
  identifier: 'statement_khr_positive_list',
  type: 'STATEMENT_PROMPT',
  fieldType: 'RADIO',
  fieldId: 4,
  fieldSubtype: null,
  validation: null,
  format: null,
  isRequired: true,
  isConditional: false,
  conditions: [],
  isHardKo: false,
  koAnswer: null,
  hidden: false,
  label: 'Hozzájárulás a KHR-ben nyilvántartott pozitív adataim átadásához',
  hint: 'Nem kötelező. Bármelyik választással folytathatja a kérelmet.',
  options: [],
  koExplanation: null,
};

describe('the KHR positive-list consent in the application (Khr. tv. 5. § (5))', () => {
  it('offers yes and no with neither chosen, and saves a "no" as the answer', async () => {
    const onChange = vi.fn();
    const onCommit = vi.fn();
    renderWithProviders(
      <StatementField
        question={khrChoice}
        value={undefined}
        onChange={onChange}
        onCommit={onCommit}
        error={undefined}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: `Az Ön döntése: ${khrChoice.label}` });
    const yes = within(group).getByRole('radio', { name: 'Igen, hozzájárulok' });
    const no = within(group).getByRole('radio', { name: 'Nem járulok hozzá' });
    expect(yes).not.toBeChecked();
    expect(no).not.toBeChecked();
    // No box to tick: the choice is the answer.
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.setup().click(no);
    expect(onChange).toHaveBeenCalledWith('false');
    expect(onCommit).toHaveBeenCalled();
  });

  it('shows a saved "yes" as chosen', () => {
    renderWithProviders(
      <StatementField
        question={khrChoice}
        value="true"
        onChange={() => {}}
        onCommit={() => {}}
        error={undefined}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Igen, hozzájárulok' })).toBeChecked();
  });
});
