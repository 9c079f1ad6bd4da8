import type { Flow, LoanApplication } from '@hitelkapu/domain/contracts/application';
import { flowMinutesFrom } from '@hitelkapu/domain/rules/flow';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconClock, IconFileText } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StepHeading } from '../../../components/questions/step-heading.tsx';
import classes from './application.module.css';
import { CloseApplication } from './close-application.tsx';
import type { MovePosition } from './flow-screen.tsx';
import { PhoneNeededNotice, type PhoneSetupComponent } from './phone-needed-notice.tsx';
import { FailureAlert, QuoteFigures, useMoveWithFeedback } from './screen-parts.tsx';

/**
 * INTRO: the chosen offer's figures, what the application asks, which documents to have at
 * hand and how long it takes; "Kezdjük" opens the first step.
 */
export function IntroScreen({
  application,
  flow,
  baseValues,
  onMove,
  isMoving,
  moveSeq,
  PhoneSetup,
}: {
  application: LoanApplication;
  flow: Flow;
  baseValues: Record<string, string> | undefined;
  onMove: MovePosition;
  isMoving: boolean;
  moveSeq: number;
  PhoneSetup: PhoneSetupComponent;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { move, failure } = useMoveWithFeedback(onMove);
  useEffect(() => {
    if (moveSeq > 0) headingRef.current?.focus();
  }, [moveSeq]);

  const { quote } = application;
  const productName = baseValues?.['offer.productName'];
  const documents = flow.steps
    .flatMap((step) => step.questions)
    .filter((question) => question.type === 'DOCUMENT_PROMPT' && !question.hidden);

  const start = () => move('FLOW', 0);

  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="intro-title" className={classes.card}>
        <Stack gap="lg">
          <StepHeading
            id="intro-title"
            headingRef={headingRef}
            title={t('application.intro.title')}
            description={t('application.intro.lead')}
          />

          <Card className={classes.offerBox} component="section" aria-labelledby="intro-offer-title">
            <Stack gap="md">
              <div>
                <Text size="sm" c="gray.7" id="intro-offer-title">
                  {t('application.intro.offer')}
                </Text>
                {productName && (
                  <Text fw={700} size="lg">
                    {productName}
                  </Text>
                )}
              </div>
              <QuoteFigures quote={quote} />
            </Stack>
          </Card>

          <section aria-labelledby="intro-steps-title">
            <Title order={3} size="h4" id="intro-steps-title" mb={8}>
              {t('application.intro.steps')}
            </Title>
            <ol className={classes.bulletList}>
              {flow.steps.map((step) => (
                <li key={step.id}>{step.title}</li>
              ))}
            </ol>
          </section>

          {documents.length > 0 && (
            <section aria-labelledby="intro-documents-title">
              <Title order={3} size="h4" id="intro-documents-title" mb={4}>
                {t('application.intro.documents')}
              </Title>
              <Text size="sm" c="gray.7" mb={8}>
                {t('application.intro.documentsLead')}
              </Text>
              <ul className={classes.bulletList}>
                {documents.map((question) => (
                  <li key={question.identifier}>
                    <IconFileText
                      size={16}
                      aria-hidden
                      style={{ verticalAlign: 'text-bottom', marginRight: 6 }}
                    />
                    {question.label}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <PhoneNeededNotice PhoneSetup={PhoneSetup} />
          <Alert color="brand" variant="light" icon={<IconClock size={20} aria-hidden />}>
            {t('application.intro.time', { count: flowMinutesFrom(flow, 0) })}
          </Alert>
          <FailureAlert message={failure} />

          <div className={classes.actions}>
            <CloseApplication applicationId={application.id} />
            <Button
              onClick={() => void start()}
              loading={isMoving}
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {t('application.intro.start')}
            </Button>
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}
