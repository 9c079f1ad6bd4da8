import type { CustomerDocument, FlowQuestion } from '@hitelkapu/domain/contracts/application';
import { formatFileSize } from '@hitelkapu/domain/format/number';
import { visibleFlowQuestions } from '@hitelkapu/domain/rules/flow';
import { Button, Collapse, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconDownload, IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerText } from '../../../components/credit/flow-answer-text.ts';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { saveBlob } from '../../../lib/save-blob.ts';
import { downloadCaseDocument, reviewCaseQuery } from '../api/reviews.ts';
import { CaseCorrections } from './case-corrections.tsx';
import evidenceClasses from './case-evidence.module.css';
import { BankEvidence, KycEvidence, ScoringEvidence } from './case-evidence.tsx';
import { DocumentPreview, isPreviewable } from './document-preview.tsx';
import classes from './staff.module.css';

function DocumentButton({
  applicationId,
  document,
  onPreview,
}: {
  applicationId: string;
  document: CustomerDocument;
  onPreview: (document: CustomerDocument) => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const kind = t(`staff.case.documentKind.${document.kind}`, { defaultValue: document.kind });
  return (
    <li>
      <div className={evidenceClasses.documentRow}>
        {isPreviewable(document) && (
          <Button
            variant="light"
            size="compact-md"
            leftSection={<IconEye size={16} aria-hidden />}
            aria-haspopup="dialog"
            aria-label={t('staff.case.previewLabel', { name: document.originalName, kind })}
            onClick={() => onPreview(document)}
          >
            {t('staff.case.preview')}
          </Button>
        )}
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={state === 'loading'}
          aria-label={t('staff.case.download', { name: document.originalName, kind })}
          onClick={async () => {
            setState('loading');
            try {
              saveBlob(await downloadCaseDocument(applicationId, document.id), document.originalName);
              setState('idle');
            } catch {
              setState('failed');
            }
          }}
        >
          {document.originalName}
        </Button>
        <Text span size="sm" c="gray.7">
          {kind} · {formatFileSize(document.size)}
        </Text>
      </div>
      {state === 'failed' && (
        <Text size="sm" c="red.8" role="alert">
          {t('staff.case.downloadFailed')}
        </Text>
      )}
    </li>
  );
}

/**
 * What the customer typed or chose: read-only fields show the offer and the profile (on the
 * card already), special fields are steps of the journey, and documents are listed apart.
 */
const isCustomerAnswer = (question: FlowQuestion) =>
  question.type !== 'READONLY_FIELD' &&
  question.type !== 'SPECIAL_FIELD' &&
  question.type !== 'DOCUMENT_PROMPT';

function CaseBody({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const details = useQuery(reviewCaseQuery(applicationId));
  const [previewed, setPreviewed] = useState<CustomerDocument | null>(null);
  if (details.isError)
    return (
      <LoadFailure
        title={t('staff.case.loadError')}
        error={details.error}
        onRetry={() => void details.refetch()}
      />
    );
  if (!details.data)
    return (
      <Stack gap="xs" role="status" aria-label={t('common.loading')}>
        <Skeleton height={18} width="60%" />
        <Skeleton height={18} width="80%" />
      </Stack>
    );
  const { flow, answers, documents, scoring, bankEvidence, kyc } = details.data;
  return (
    <Stack gap="md">
      <ScoringEvidence scoring={scoring ?? null} />
      <BankEvidence evidence={bankEvidence ?? null} />
      <KycEvidence kyc={kyc ?? null} />
      {flow.steps.map((step) => {
        const questions = visibleFlowQuestions(step, answers, flow).filter(isCustomerAnswer);
        if (questions.length === 0) return null;
        return (
          <section key={step.id} aria-label={step.title}>
            <Title order={4} size="h5" mb={6}>
              {step.title}
            </Title>
            <dl className={classes.answers}>
              {questions.map((question) => (
                <div key={question.identifier}>
                  <dt>{question.label}</dt>
                  <dd>{answerText(question, answers[question.identifier], t) ?? t('staff.case.noAnswer')}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
      <section aria-label={t('staff.case.documents')}>
        <Title order={4} size="h5" mb={6}>
          {t('staff.case.documents')}
        </Title>
        {documents.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('staff.case.noDocuments')}
          </Text>
        ) : (
          <ul className={classes.documents}>
            {documents.map((document) => (
              <DocumentButton
                key={document.id}
                applicationId={applicationId}
                document={document}
                onPreview={setPreviewed}
              />
            ))}
          </ul>
        )}
        <DocumentPreview
          applicationId={applicationId}
          document={previewed}
          onClose={() => setPreviewed(null)}
        />
      </section>
      <CaseCorrections applicationId={applicationId} />
    </Stack>
  );
}

/**
 * "Kérelem részletei": the customer's answers and the application's documents, loaded when a
 * reviewer opens them, so the decision is made on the whole case.
 */
export function CaseDetails({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const regionId = useId();
  return (
    <Stack gap="sm">
      <Button
        variant="default"
        size="sm"
        w="fit-content"
        aria-expanded={opened}
        aria-controls={regionId}
        rightSection={
          opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
        }
        onClick={() => setOpened((value) => !value)}
      >
        {t(opened ? 'staff.case.hide' : 'staff.case.show')}
      </Button>
      <Collapse expanded={opened} id={regionId}>
        {opened && <CaseBody applicationId={applicationId} />}
      </Collapse>
    </Stack>
  );
}
