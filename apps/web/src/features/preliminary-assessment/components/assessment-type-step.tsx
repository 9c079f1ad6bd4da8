import type { AssessmentType } from '@hitelkapu/domain/status/assessment';
import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const assessmentTypeInputId = (type: AssessmentType) => `assessment-type-${type}`;

/**
 * Step 1: how the customer gives their income data. PSD2 is offered only while a bank sync
 * provider is available (isPsd2Offered); then nothing is preselected. With manual
 * entry the only way, it is shown as the chosen one and the screen says why.
 */
export function AssessmentTypeStep({
  value,
  psd2Enabled,
  error,
  onChange,
}: {
  value: AssessmentType | null;
  psd2Enabled: boolean;
  error: string | undefined;
  onChange: (value: AssessmentType) => void;
}) {
  const { t } = useTranslation();
  const types: AssessmentType[] = psd2Enabled ? ['PSD2', 'MANUAL'] : ['MANUAL'];
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('prelim.type.label')}
        value={value}
        onChange={(next) => onChange(next as AssessmentType)}
        error={error}
      >
        <Stack gap="md" mt="sm">
          {types.map((type) => (
            <Radio
              key={type}
              id={assessmentTypeInputId(type)}
              value={type}
              label={t(`prelim.type.${type}.label`)}
              description={t(`prelim.type.${type}.description`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      {!psd2Enabled && (
        <Text size="sm" c="gray.7">
          {t('prelim.type.onlyManual')}
        </Text>
      )}
    </Stack>
  );
}
