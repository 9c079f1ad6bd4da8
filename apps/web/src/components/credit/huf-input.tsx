import { formatAmount, parseAmount } from '@hitelkapu/domain/format/number';
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type HufInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'rightSection'> & {
  /** The stored answer: digits only when the text is an amount, else the text as typed. */
  value: string;
  onChange: (value: string) => void;
  /** Drops anything but digits as it is typed (the loan amount); otherwise a wrong text stays so its error can show. */
  digitsOnly?: boolean;
};

/** Longest amount kept: well inside a safe integer. */
const MAX_DIGITS = 12;

/** The amount as shown: grouped with spaces by the domain formatter ("1 250 000"). */
export function displayAmount(value: string): string {
  const amount = parseAmount(value);
  return amount === null ? value : formatAmount(amount);
}

/**
 * A forint field (spec §5 "HUF amount with space thousands separators, digits only"): the
 * customer sees "1 250 000" as they type, the answer keeps the digits "1250000".
 */
export function HufInput({ value, onChange, digitsOnly = false, ...props }: HufInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      maxLength={40}
      {...props}
      type="text"
      value={displayAmount(value)}
      rightSection={
        <Text size="sm" c="gray.7" aria-hidden>
          {t('credit.unit.huf')}
        </Text>
      }
      rightSectionPointerEvents="none"
      onChange={(event) => {
        const text = event.currentTarget.value;
        if (digitsOnly) {
          onChange(
            text
              .replace(/\D/g, '')
              .replace(/^0+(?=\d)/, '')
              .slice(0, MAX_DIGITS),
          );
          return;
        }
        const amount = parseAmount(text);
        onChange(amount === null ? text : String(amount));
      }}
    />
  );
}
