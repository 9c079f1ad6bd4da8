import type { PreliminaryQuestion } from '@hitelkapu/domain/contracts/preliminary';
import { Checkbox, Flex, NativeSelect, Radio, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HufInput } from '../../../components/credit/huf-input.tsx';

/** The id of a question's focusable element, so a failed check can move the focus to it. */
export const questionInputId = (identifier: string) => `question-${identifier}`;

interface QuestionFieldProps {
  question: PreliminaryQuestion;
  value: string | undefined;
  onChange: (value: string) => void;
  /** The Hungarian message under the field. */
  error: string | undefined;
  today: string;
}

/**
 * One configured question as the field its type names (spec §3 "Field types"). Every visible
 * question must be answered, so each says so to assistive technology (aria-required) without
 * a row of asterisks.
 */
export function QuestionField({ question, value = '', onChange, error, today }: QuestionFieldProps) {
  const { t } = useTranslation();
  const id = questionInputId(question.identifier);
  const common = {
    label: question.label,
    description: question.hint ?? undefined,
    error,
    required: true,
    withAsterisk: false,
  };

  switch (question.type) {
    case 'INPUT':
      if (question.format === 'HUF')
        return <HufInput id={id} {...common} value={value} onChange={onChange} />;
      return (
        <TextInput
          id={id}
          {...common}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'SELECT':
      return (
        <NativeSelect
          id={id}
          {...common}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          data={[
            { value: '', label: t('prelim.question.choose'), disabled: true },
            ...question.options.map((option) => ({ value: option.value, label: option.label })),
          ]}
        />
      );
    case 'RADIO': {
      const options =
        question.options.length > 0
          ? question.options
          : [
              { value: 'true', label: t('prelim.question.yes') },
              { value: 'false', label: t('prelim.question.no') },
            ];
      return (
        <Radio.Group {...common} value={value || null} onChange={onChange}>
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
          maw={240}
        />
      );
    case 'CHECKBOX':
      return (
        <Checkbox
          id={id}
          label={question.label}
          description={question.hint ?? undefined}
          error={error}
          checked={value === 'true'}
          onChange={(event) => onChange(event.currentTarget.checked ? 'true' : '')}
        />
      );
  }
}
