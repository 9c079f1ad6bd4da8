import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconClockX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { useCloseApplication } from '../api/application.ts';
import classes from './application.module.css';
import { ScreenHeader } from './screen-parts.tsx';

/** Where a contract waits for its signature: an expired one shows this screen instead. */
const SIGNING_POSITIONS: readonly LoanApplication['currentPosition'][] = [
  'CONTRACT_CHECK',
  'SIGN_PREPARATION',
  'SIGN_CHOOSE',
  'SIGN_WAITING',
];

/** The contract was not signed by its last day (signature state EXPIRED, docs/decisions/038). */
export function isSignatureExpired(application: LoanApplication): boolean {
  return application.signatureState === 'EXPIRED' && SIGNING_POSITIONS.includes(application.currentPosition);
}

/**
 * The signing window closed: the contract can no longer be signed. Instead of the signing
 * controls, what happened and the way on: this application is closed and a new offer chosen
 * (one open application at a time).
 */
export function SignatureExpiredScreen({ application }: { application: LoanApplication }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = useCloseApplication(application.id);
  return (
    <Card component="section" aria-labelledby="signature-expired-title" className={classes.card}>
      <Stack gap="lg">
        <ScreenHeader
          icon={<IconClockX size={28} aria-hidden />}
          color="orange"
          title={t('application.signatureExpired.title')}
          titleId="signature-expired-title"
        >
          <Text>
            {t('application.signatureExpired.lead', { amount: formatHuf(application.quote.amount) })}
          </Text>
        </ScreenHeader>
        <section aria-labelledby="signature-expired-next">
          <Title order={3} size="h4" id="signature-expired-next" mb={8}>
            {t('application.signatureExpired.nextTitle')}
          </Title>
          <Text>{t('application.signatureExpired.next')}</Text>
        </section>
        {close.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(close.error, t)}
          </Alert>
        )}
        <div className={classes.actions}>
          <Button
            loading={close.isPending}
            rightSection={<IconArrowRight size={18} aria-hidden />}
            onClick={() =>
              close.mutate(undefined, { onSuccess: () => void navigate('/offers', { replace: true }) })
            }
          >
            {t('application.signatureExpired.newOffer')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
