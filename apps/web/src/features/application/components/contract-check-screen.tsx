import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import { contractErrorReportSchema } from '@hitelkapu/domain/contracts/signing';
import { Alert, Button, Card, Checkbox, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowRight, IconFileCertificate, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useReportContractError } from '../api/journey.ts';
import classes from './application.module.css';
import { CloseApplication } from './close-application.tsx';
import { ContractDocuments } from './contract-documents.tsx';
import type { MovePosition } from './flow-screen.tsx';
import { FailureAlert, QuoteFiguresBox, ScreenHeader, useMoveWithFeedback } from './screen-parts.tsx';

/**
 * CONTRACT_CHECK: the identity is verified; the contract and the SECCI made from the
 * customer's data and the offer's figures, to read before signing. "Hibát találtam" stops
 * signing and hands the documents to a person.
 */
export function ContractCheckScreen({
  application,
  onMove,
  isMoving,
}: {
  application: LoanApplication;
  onMove: MovePosition;
  isMoving: boolean;
}) {
  const { t } = useTranslation();
  const [read, setRead] = useState(false);
  const [missingRead, setMissingRead] = useState(false);
  const { move, failure } = useMoveWithFeedback(onMove);

  const proceed = async () => {
    if (!read) {
      setMissingRead(true);
      return;
    }
    await move('SIGN_PREPARATION', 0);
  };

  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="contract-check-title" className={classes.card}>
        <Stack gap="lg">
          <ScreenHeader
            icon={<IconFileCertificate size={28} aria-hidden />}
            color="green"
            title={t('application.contractCheck.title')}
            titleId="contract-check-title"
          >
            <Text>{t('application.contractCheck.lead')}</Text>
          </ScreenHeader>

          <QuoteFiguresBox
            quote={application.quote}
            caption={t('application.contractCheck.figures')}
            captionId="contract-figures-title"
          />

          <section aria-labelledby="contract-documents-title">
            <Title order={3} size="h4" id="contract-documents-title" mb={8}>
              {t('application.contractCheck.documents')}
            </Title>
            <Text size="sm" c="gray.7" mb={12}>
              {t('application.contractCheck.documentsLead')}
            </Text>
            <ContractDocuments applicationId={application.id} />
          </section>

          <Checkbox
            checked={read}
            onChange={(event) => {
              setRead(event.currentTarget.checked);
              setMissingRead(false);
            }}
            label={t('application.contractCheck.readConfirm')}
            error={missingRead ? t('application.contractCheck.readRequired') : undefined}
          />
          <FailureAlert message={failure} />

          <div className={classes.actions}>
            <ReportContractError applicationId={application.id} disabled={isMoving} />
            <Button
              onClick={() => void proceed()}
              loading={isMoving}
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {t('application.contractCheck.continue')}
            </Button>
          </div>
        </Stack>
      </Card>
      <div>
        <CloseApplication applicationId={application.id} />
      </div>
    </Stack>
  );
}

/** "Hibát találtam": what is wrong, in the customer's words; signing stops until a person checks. */
export function ReportContractError({
  applicationId,
  disabled,
}: {
  applicationId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const [description, setDescription] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const report = useReportContractError(applicationId);

  const send = () => {
    const parsed = contractErrorReportSchema.shape.description.safeParse(description);
    if (!parsed.success) {
      setFieldError(t('application.contractError.tooShort'));
      return;
    }
    report.mutate(parsed.data, { onSuccess: dialog.close });
  };

  return (
    <>
      <Button variant="default" onClick={dialog.open} disabled={disabled} aria-haspopup="dialog">
        {t('application.contractError.open')}
      </Button>
      <Dialog opened={opened} onClose={dialog.close} title={t('application.contractError.title')}>
        <Stack gap="md">
          <Text size="sm">{t('application.contractError.lead')}</Text>
          <Textarea
            label={t('application.contractError.label')}
            description={t('application.contractError.hint')}
            value={description}
            onChange={(event) => {
              setDescription(event.currentTarget.value);
              setFieldError(null);
            }}
            error={fieldError}
            minRows={4}
            autosize
            maxLength={2_000}
            required
          />
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
            {t('application.contractError.next')}
          </Alert>
          {report.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(report.error, t)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dialog.close} disabled={report.isPending}>
              {t('common.cancel')}
            </Button>
            <Button onClick={send} loading={report.isPending}>
              {t('application.contractError.send')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
