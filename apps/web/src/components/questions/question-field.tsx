import type { QuestionOption } from '@hitelkapu/domain/contracts/preliminary';
import { parseListAnswer } from '@hitelkapu/domain/rules/questions/validation';
import type { FieldType } from '@hitelkapu/domain/status/flow-fields';
import { Checkbox, Flex, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HufInput } from '../credit/huf-input.tsx';
import { PhoneInput } from '../phone-input.tsx';

/** What a field needs of its question: a wizard question and a flow question both fit. */
export interface FieldQuestion {
  identifier: string;
  fieldType: FieldType | null;
  format: 'HUF' | 'PHONE' | null;
  label: string;
  hint: string | null;
  options: readonly QuestionOption[];
  /** PAST, FUTURE or BIRTH_DATE limit the browser's date picker; anything else is a pattern. */
  validation: string | null;
  isRequired: boolean;
}

/** The token groups holding the words of a field: Válasszon…, Igen, Nem, (nem kötelező). */
export type QuestionTokens = 'prelim.question' | 'application.question' | 'leasing.prescore.question';

export interface QuestionFieldProps {
  question: FieldQuestion;
  /** The id of the field's focusable element, so a failed check can move the focus to it. */
  id: string;
  value: string | undefined;
  /** The answer changed on screen. */
  onChange: (value: string) => void;
  /** The answer is final (a choice made, a text field left): the flow autosaves it. */
  onCommit?: (() => void) | undefined;
  /** The Hungarian message under the field. */
  error: string | undefined;
  today: string;
  /** A note under the field after its hint (the answer came from the preliminary assessment). */
  note?: string | undefined;
  tokens: QuestionTokens;
  /** A plain INPUT takes digits (the wizard's INPUT answers must be numeric, spec §5). */
  numeric?: boolean;
  /** A CHECKBOX answers 'true' alone (the wizard) or a JSON list of the ticked options (the flow, spec §5). */
  checkboxAnswer?: 'tick' | 'list';
}

/**
 * One configured question as the field its type names (spec §3 "Field types", formats PHONE
 * and HUF), for the preliminary wizard and the application flow alike. A required field says
 * so to assistive technology (aria-required) without a row of asterisks; an optional one says
 * so in its label.
 */
export function QuestionField({
  question,
  id,
  value = '',
  onChange,
  onCommit,
  error,
  today,
  note,
  tokens,
  numeric = false,
  checkboxAnswer = 'tick',
}: QuestionFieldProps) {
  const { t } = useTranslation();
  const label = question.isRequired ? question.label : `${question.label} ${t(`${tokens}.optional`)}`;
  const common = {
    label,
    description: [question.hint, note].filter(Boolean).join(' ') || undefined,
    error,
    required: question.isRequired,
    withAsterisk: false,
  };
  // A choice is final at once; the save reads the answer just set.
  const choose = (next: string) => {
    onChange(next);
    onCommit?.();
  };

  switch (question.fieldType) {
    case 'INPUT':
      if (question.format === 'HUF')
        return <HufInput id={id} {...common} value={value} onChange={onChange} onBlur={onCommit} />;
      if (question.format === 'PHONE')
        return (
          <PhoneInput
            id={id}
            {...common}
            value={value}
            placeholder="+36 20 123 4567"
            onChange={onChange}
            onBlur={onCommit}
            maw={320}
          />
        );
      return (
        <TextInput
          id={id}
          {...common}
          inputMode={numeric ? 'numeric' : undefined}
          autoComplete="off"
          maxLength={numeric ? 40 : 200}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onCommit}
        />
      );
    case 'SELECT':
      return (
        <NativeSelect
          id={id}
          {...common}
          value={value}
          onChange={(event) => choose(event.currentTarget.value)}
          data={[
            { value: '', label: t(`${tokens}.choose`), disabled: true },
            ...question.options.map((option) => ({ value: option.value, label: option.label })),
          ]}
        />
      );
    case 'RADIO': {
      // A radio question configured without options is a yes/no choice.
      const options =
        question.options.length > 0
          ? question.options
          : [
              { value: 'true', label: t(`${tokens}.yes`) },
              { value: 'false', label: t(`${tokens}.no`) },
            ];
      return (
        <Radio.Group {...common} value={value || null} onChange={choose}>
          {/* Yes and no sit side by side; longer choices are a list, one per line. */}
          <Flex
            direction={options.length > 2 ? 'column' : 'row'}
            gap={options.length > 2 ? 'sm' : 'xl'}
            mt={8}
          >
            {options.map((option, index) => (
              <Radio
                key={option.value}
                id={index === 0 ? id : undefined}
                value={option.value}
                label={option.label}
              />
            ))}
          </Flex>
        </Radio.Group>
      );
    }
    case 'CHECKBOX':
      if (checkboxAnswer === 'tick')
        return (
          <Checkbox
            id={id}
            label={question.label}
            description={common.description}
            error={error}
            checked={value === 'true'}
            onChange={(event) => choose(event.currentTarget.checked ? 'true' : '')}
          />
        );
      return <CheckboxList {...common} id={id} question={question} value={value} onChoose={choose} />;
    case 'DATE_PICKER':
      return (
        <TextInput
          id={id}
          {...common}
          type="date"
          // The browser's own date picker; the rule of spec §5 is checked again on Tovább.
          max={question.validation === 'PAST' || question.validation === 'BIRTH_DATE' ? today : undefined}
          min={question.validation === 'FUTURE' ? today : undefined}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onCommit}
          maw={240}
        />
      );
    default:
      return null;
  }
}

/** The ticked values as a JSON list (spec §5); without options, one box named by the question. */
function CheckboxList({
  question,
  id,
  value,
  onChoose,
  label,
  ...common
}: {
  question: FieldQuestion;
  id: string;
  value: string;
  onChoose: (value: string) => void;
  label: string;
  description: string | undefined;
  error: string | undefined;
  required: boolean;
  withAsterisk: boolean;
}) {
  const list = parseListAnswer(value) ?? [];
  const hasOptions = question.options.length > 0;
  const options = hasOptions ? question.options : [{ value: 'true', label: question.label }];
  return (
    <Checkbox.Group
      {...common}
      label={hasOptions ? label : undefined}
      value={list}
      onChange={(next) => onChoose(next.length > 0 ? JSON.stringify(next) : '')}
    >
      <Stack gap="sm" mt={hasOptions ? 8 : 0}>
        {options.map((option, index) => (
          <Checkbox
            key={option.value}
            id={index === 0 ? id : undefined}
            value={option.value}
            label={option.label}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
