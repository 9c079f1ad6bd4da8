import type { AssessmentType } from '@hitelkapu/domain/status/assessment';
import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The id of one choice's radio, for the focus on a message (`${idPrefix}-${type}`). */
export const assessmentTypeInputId = (idPrefix: string, type: AssessmentType) => `${idPrefix}-${type}`;

/**
 * The step where the customer says how they give their income data: manually or by linking a
 * bank account (PSD2). PSD2 is among `types` only while a bank sync provider is available; then
 * nothing is preselected. With manual entry the only way, it is shown as the chosen one and the
 * screen says why. Each journey passes its own wording (`tokenPrefix`), radio ids (`idPrefix`)
 * and order of the choices.
 */
export function AssessmentTypeChoice({
  value,
  types,
  tokenPrefix,
  idPrefix,
  error,
  onChange,
}: {
  value: AssessmentType | null;
  /** The offered ways, in the order shown. */
  types: readonly AssessmentType[];
  /** Translation tokens under it: `.label`, `.<TYPE>.label`, `.<TYPE>.description`, `.onlyManual`. */
  tokenPrefix: string;
  idPrefix: string;
  error: string | undefined;
  onChange: (value: AssessmentType) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Radio.Group
        label={t(`${tokenPrefix}.label`)}
        value={value}
        onChange={(next) => onChange(next as AssessmentType)}
        error={error}
      >
        <Stack gap="md" mt="sm">
          {types.map((type) => (
            <Radio
              key={type}
              id={assessmentTypeInputId(idPrefix, type)}
              value={type}
              label={t(`${tokenPrefix}.${type}.label`)}
              description={t(`${tokenPrefix}.${type}.description`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      {!types.includes('PSD2') && (
        <Text size="sm" c="gray.7">
          {t(`${tokenPrefix}.onlyManual`)}
        </Text>
      )}
    </Stack>
  );
}
