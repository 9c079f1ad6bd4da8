import type { FilterSettings } from '@hitelkapu/domain/contracts/offers';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type AmountTerm,
  LoanAmountTermFields,
} from '../../../components/credit/loan-amount-term-fields.tsx';
import { errorText } from '../../../lib/error-text.ts';
import classes from './offers.module.css';

/** The fields' ids start with this, so a refused submit can focus the first wrong field. */
export const RECALC_ID_PREFIX = 'recalc';

/** Another amount or term for the same answers; the owner checks the fields and sends it. */
export function RecalculateForm({
  settings,
  value,
  onChange,
  errors,
  onSubmit,
  isPending,
  error,
}: {
  settings: FilterSettings;
  value: AmountTerm;
  onChange: (value: AmountTerm) => void;
  errors: { amount?: string | null; duration?: string | null };
  onSubmit: () => void;
  isPending: boolean;
  /** The server's refusal of the last recalculation, if any. */
  error: unknown;
}) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="recalculate-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="lg">
          <div>
            <Title order={2} id="recalculate-title" className={classes.sectionTitle}>
              {t('offers.recalculate.title')}
            </Title>
            <Text c="gray.7" size="sm" mt={4}>
              {t('offers.recalculate.lead')}
            </Text>
          </div>
          <LoanAmountTermFields
            idPrefix={RECALC_ID_PREFIX}
            settings={settings}
            value={value}
            onChange={onChange}
            errors={errors}
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(error, t)}
            </Alert>
          ) : null}
          <div>
            <Button type="submit" loading={isPending} className={classes.recalculateButton}>
              {t('offers.recalculate.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
