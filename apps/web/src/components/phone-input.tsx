import { formatPhone } from '@hitelkapu/domain/format/phone';
import { TextInput, type TextInputProps } from '@mantine/core';

type PhoneInputProps = Omit<TextInputProps, 'onChange' | 'type'> & { onChange?: (value: string) => void };

/** A Hungarian phone field: formats to `+36 00 000 0000` as the customer types (spec §5). */
export function PhoneInput({ onChange, ...props }: PhoneInputProps) {
  return (
    <TextInput
      inputMode="tel"
      autoComplete="tel"
      {...props}
      type="tel"
      onChange={(event) => onChange?.(formatPhone(event.currentTarget.value))}
    />
  );
}
