import type { FlowQuestion } from '@hitelkapu/domain/contracts/application';
import { parseListAnswer } from '@hitelkapu/domain/rules/flow';
import { Checkbox, Flex, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HufInput } from '../../../components/credit/huf-input.tsx';
import { PhoneInput } from '../../../components/phone-input.tsx';

/** The id of a question's focusable element, so a failed check can move the focus to it. */
export const flowInputId = (identifier: string) => `flow-question-${identifier}`;

export interface FieldProps {
  question: FlowQuestion;
  value: string | undefined;
  /** The answer changed on screen. */
  onChange: (value: string) => void;
  /** The answer is final (a choice made, a text field left): autosave it. */
  onCommit: () => void;
  error: string | undefined;
  today: string;
  /** A note under the field after its hint (the answer came from the preliminary assessment). */
  note?: string | undefined;
}

/** Yes/no is the choice of a radio question configured without options. */
const yesNo = (t: (key: string) => string) => [
  { value: 'true', label: t('application.question.yes') },
  { value: 'false', label: t('application.question.no') },
];

/**
 * A SIMPLE_FIELD as the field its type names (spec §3 "Field types", formats PHONE and HUF).
 * Text saves when the customer leaves the field; a choice saves at once.
 */
export function SimpleField({ question, value = '', onChange, onCommit, error, today, note }: FieldProps) {
  const { t } = useTranslation();
  const id = flowInputId(question.identifier);
  const label = question.isRequired
    ? question.label
    : `${question.label} ${t('application.question.optional')}`;
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
    onCommit();
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
          autoComplete="off"
          maxLength={200}
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
            { value: '', label: t('application.question.choose'), disabled: true },
            ...question.options.map((option) => ({ value: option.value, label: option.label })),
          ]}
        />
      );
    case 'RADIO': {
      const options = question.options.length > 0 ? question.options : yesNo(t);
      return (
        <Radio.Group {...common} value={value || null} onChange={choose}>
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
    case 'CHECKBOX': {
      // The answer is a JSON list of the ticked values (spec §5).
      const list = parseListAnswer(value) ?? [];
      const options =
        question.options.length > 0 ? question.options : [{ value: 'true', label: question.label }];
      return (
        <Checkbox.Group
          {...common}
          label={question.options.length > 0 ? label : undefined}
          value={list}
          onChange={(next) => choose(next.length > 0 ? JSON.stringify(next) : '')}
        >
          <Stack gap="sm" mt={question.options.length > 0 ? 8 : 0}>
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
    case 'DATE_PICKER':
      return (
        <TextInput
          id={id}
          {...common}
          type="date"
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
