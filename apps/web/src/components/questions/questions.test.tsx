import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { type FieldQuestion, QuestionField, type QuestionFieldProps } from './question-field.tsx';
import { StepHeading } from './step-heading.tsx';
import { StepProgress } from './step-progress.tsx';
import { useStepErrors } from './use-step-errors.ts';

const question = (overrides: Partial<FieldQuestion>): FieldQuestion => ({
  identifier: 'q',
  fieldType: 'INPUT',
  format: null,
  label: 'Kérdés',
  hint: null,
  options: [],
  validation: null,
  isRequired: true,
  ...overrides,
});

function renderField(props: Partial<QuestionFieldProps> & Pick<QuestionFieldProps, 'question'>) {
  const onChange = vi.fn();
  const onCommit = vi.fn();
  renderWithProviders(
    <QuestionField
      id="field"
      value=""
      onChange={onChange}
      onCommit={onCommit}
      error={undefined}
      today="2026-03-10"
      tokens="application.question"
      {...props}
    />,
  );
  return { onChange, onCommit };
}

describe('QuestionField', () => {
  it('offers yes and no for a radio question without options, and a choice is saved at once', async () => {
    const user = userEvent.setup();
    const { onChange, onCommit } = renderField({
      question: question({ fieldType: 'RADIO', label: 'Van hitele?' }),
    });
    const group = screen.getByRole('radiogroup', { name: 'Van hitele?' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Nem' }));
    expect(onChange).toHaveBeenCalledWith('false');
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('names an optional question so in its label, and a required one not', () => {
    renderField({ question: question({ label: 'Munkahely', isRequired: false }) });
    expect(screen.getByRole('textbox', { name: 'Munkahely (nem kötelező)' })).not.toBeRequired();
  });

  it('answers a JSON list of ticked options in the flow and a single tick in the wizard', async () => {
    const user = userEvent.setup();
    const options = [
      { value: 'car', label: 'Autó' },
      { value: 'home', label: 'Lakás' },
    ];
    const list = renderField({
      question: question({ identifier: 'list', fieldType: 'CHECKBOX', label: 'Vagyon', options }),
      checkboxAnswer: 'list',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Lakás' }));
    expect(list.onChange).toHaveBeenCalledWith('["home"]');

    const tick = renderField({
      question: question({ identifier: 'tick', fieldType: 'CHECKBOX', label: 'Elfogadom' }),
      id: 'tick',
      checkboxAnswer: 'tick',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Elfogadom' }));
    expect(tick.onChange).toHaveBeenCalledWith('true');
  });

  it('keeps a past date from lying in the future, and a numeric input asks for digits', () => {
    renderField({
      question: question({ fieldType: 'DATE_PICKER', label: 'Születési dátum', validation: 'PAST' }),
    });
    expect(screen.getByLabelText('Születési dátum')).toHaveAttribute('max', '2026-03-10');
    renderField({ question: question({ label: 'Jövedelem' }), id: 'income', numeric: true });
    expect(screen.getByRole('textbox', { name: 'Jövedelem' })).toHaveAttribute('inputmode', 'numeric');
  });
});

describe('StepProgress', () => {
  it('says where the customer is, marks the steps behind as done and the current one', () => {
    renderWithProviders(
      <StepProgress
        tokens="application"
        titles={['Adatok', 'Jövedelem', 'Dokumentumok']}
        current={1}
        timeText="Még kb. 3 perc van hátra."
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'A kérelem lépései' });
    expect(nav).toHaveTextContent('2. lépés (összesen 3)');
    expect(nav).toHaveTextContent('Még kb. 3 perc van hátra.');
    expect(screen.getByText('Jövedelem').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Adatok').closest('li')).toHaveTextContent('(kész)');
    expect(screen.getByText('Dokumentumok').closest('li')).not.toHaveTextContent('(kész)');
  });
});

/** A step of two fields checked on "Tovább", as the wizard and the flow use the hook. */
function Harness({
  keys,
  onResult,
}: {
  keys: Record<string, string>;
  onResult: (hasErrors: boolean) => void;
}) {
  const stepErrors = useStepErrors();
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onResult(stepErrors.showKeys(keys, ['first', 'second'], (field) => `input-${field}`));
      }}
    >
      <StepHeading id="title" headingRef={stepErrors.headingRef} title="Lépés" description={null} />
      <label htmlFor="input-first">Első</label>
      <input
        id="input-first"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          stepErrors.clear('first');
        }}
      />
      <p>{stepErrors.errors.first}</p>
      <label htmlFor="input-second">Második</label>
      <input id="input-second" />
      <p>{stepErrors.errors.second}</p>
      <button type="button" onClick={stepErrors.focusHeading}>
        Vissza
      </button>
      <button type="submit">Tovább</button>
    </form>
  );
}

describe('useStepErrors', () => {
  it('shows Hungarian messages and focuses the first invalid field in screen order, not key order', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    renderWithProviders(
      <Harness keys={{ second: 'validation.numeric', first: 'validation.required' }} onResult={onResult} />,
    );
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    // true: there was something to show, the step may not be left.
    expect(onResult).toHaveBeenCalledWith(true);
    expect(screen.getByText('Ezt a mezőt ki kell tölteni.')).toBeInTheDocument();
    expect(screen.getByText('Ide csak számot írjon.')).toBeInTheDocument();
    expect(screen.getByLabelText('Első')).toHaveFocus();

    // Answering a field takes its message away; the other stays.
    await user.type(screen.getByLabelText('Első'), 'x');
    expect(screen.queryByText('Ezt a mezőt ki kell tölteni.')).toBeNull();
    expect(screen.getByText('Ide csak számot írjon.')).toBeInTheDocument();
  });

  it('lets a step without errors be left, and moves the focus to the heading after a move', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    renderWithProviders(<Harness keys={{}} onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    expect(onResult).toHaveBeenCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    expect(screen.getByRole('heading', { name: 'Lépés' })).toHaveFocus();
  });
});
