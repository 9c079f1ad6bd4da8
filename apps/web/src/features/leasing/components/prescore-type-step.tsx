import type { AssessmentType } from '@hitelkapu/domain/status/assessment';
import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const prescoreTypeInputId = (type: AssessmentType) => `prescore-type-${type}`;

/**
 * Step 1: how the customer gives their income data, manually or by linking a bank account
 * (PSD2), offered only while a provider is available. With manual entry the only way, it is
 * shown as the chosen one and the screen says why.
 */
export function PrescoreTypeStep({
  value,
  psd2Offered,
  error,
  onChange,
}: {
  value: AssessmentType | null;
  psd2Offered: boolean;
  error: string | undefined;
  onChange: (value: AssessmentType) => void;
}) {
  const { t } = useTranslation();
  const types: AssessmentType[] = psd2Offered ? ['MANUAL', 'PSD2'] : ['MANUAL'];
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('leasing.prescore.type.label')}
        value={value}
        onChange={(next) => onChange(next as AssessmentType)}
        error={error}
      >
        <Stack gap="md" mt="sm">
          {types.map((type) => (
            <Radio
              key={type}
              id={prescoreTypeInputId(type)}
              value={type}
              label={t(`leasing.prescore.type.${type}.label`)}
              description={t(`leasing.prescore.type.${type}.description`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      {!psd2Offered && (
        <Text size="sm" c="gray.7">
          {t('leasing.prescore.type.onlyManual')}
        </Text>
      )}
    </Stack>
  );
}
