import type { FilterSettings } from '@hitelkapu/domain/contracts/offers';
import type { PreliminaryAssessment, ReasonCode } from '@hitelkapu/domain/contracts/preliminary';
import { Alert, Anchor, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconInfoCircle, IconTrendingUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  type AmountTerm,
  amountTermErrors,
  LoanAmountTermFields,
} from '../../../components/credit/loan-amount-term-fields.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { hufInText } from '../../../lib/format-text.ts';
import {
  answersOf,
  buildAssessmentRequest,
  filterSettingsQuery,
  myPreliminaryAssessmentQuery,
} from '../../../lib/preliminary-assessment.ts';
import {
  offerDataQuery,
  tripleOfferConfigQuery,
  useCreateLoanApplication,
  useRecalculate,
} from '../api/offers.ts';
import {
  type AmountSuggestion,
  largerAmountSuggestion,
  lowerAmountSuggestion,
  notEligibleReasons,
  shownOffers,
  tripleCards,
} from '../offer-selection.ts';
import { NotEligiblePanel } from './not-eligible-panel.tsx';
import { OfferCard } from './offer-card.tsx';
import classes from './offers.module.css';
import { RepresentativeExample } from './representative-example.tsx';

/** Reasons another amount or term can change; a knock-out such as low income it cannot. */
const amountOrTermReasons = new Set<ReasonCode>([
  'DTI_FAILED',
  'AMOUNT_OUT_OF_RANGE',
  'TERM_OUT_OF_RANGE',
  'THM_CAP_EXCEEDED',
  'KO_AGE_AT_MATURITY',
]);
const canAmountOrTermHelp = (reasons: readonly ReasonCode[]) =>
  reasons.some((reason) => amountOrTermReasons.has(reason));

/** A person's review of this assessment's automated result (the decision-review feature). */
export type HumanReviewComponent = ComponentType<{ assessmentId: string }>;

export interface OffersScreenProps {
  /** The call-back button (the call-me-back feature). */
  CallMeBack: ComponentType<{ label: string }>;
  HumanReview: HumanReviewComponent;
}

/** `/offers`: the latest preliminary assessment's offers, or why there are none. */
export function OffersScreen({ CallMeBack, HumanReview }: OffersScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const assessment = useQuery(myPreliminaryAssessmentQuery());
  const settings = useQuery(filterSettingsQuery());

  // No assessment yet: the wizard is where offers come from.
  const missing = assessment.isSuccess && assessment.data === null;
  useEffect(() => {
    if (missing) void navigate('/preliminary-assessment', { replace: true });
  }, [missing, navigate]);

  const failed = [assessment, settings].find((query) => query.isError);

  return (
    <Stack gap="lg" className={classes.page}>
      <div>
        <Title order={1} className={classes.pageTitle}>
          {t('offers.title')}
        </Title>
        {assessment.data && (
          <Text c="gray.7" mt={4}>
            {t('offers.lead', {
              amount: hufInText(assessment.data.amount),
              months: assessment.data.duration,
            })}
          </Text>
        )}
      </div>
      {failed ? (
        <Alert color="red" variant="light" role="alert" title={t('offers.loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(failed.error, t)}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void failed.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : assessment.data && settings.data ? (
        <OffersResult
          assessment={assessment.data}
          settings={settings.data}
          CallMeBack={CallMeBack}
          HumanReview={HumanReview}
        />
      ) : (
        <OffersSkeleton />
      )}
    </Stack>
  );
}

function OffersSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={classes.cards} role="status" aria-label={t('common.loading')}>
      {[0, 1, 2].map((item) => (
        <Card key={item}>
          <Stack gap="md">
            <Skeleton height={20} width="50%" />
            <Skeleton height={28} width="80%" />
            <Skeleton height={40} />
            <Skeleton height={120} />
          </Stack>
        </Card>
      ))}
    </div>
  );
}

function OffersResult({
  assessment,
  settings,
  CallMeBack,
  HumanReview,
}: {
  assessment: PreliminaryAssessment;
  settings: FilterSettings;
  CallMeBack: ComponentType<{ label: string }>;
  HumanReview: HumanReviewComponent;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recalculate = useRecalculate();
  const createApplication = useCreateLoanApplication();
  const [amountTerm, setAmountTerm] = useState<AmountTerm>({
    amount: assessment.amount,
    duration: assessment.duration,
  });
  const [fieldErrors, setFieldErrors] = useState<{ amount?: string | null; duration?: string | null }>({});
  const [recalculated, setRecalculated] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // After a recalculation the result's heading takes the focus, once the new result is on screen.
  const [focusSeq, setFocusSeq] = useState(0);
  useEffect(() => {
    if (focusSeq > 0) resultsHeading.current?.focus();
  }, [focusSeq]);

  const offers = shownOffers(assessment);
  const isEligible = assessment.isEligible && offers.length > 0;

  const recalculateWith = (value: AmountSuggestion) => {
    setAmountTerm(value);
    setFieldErrors({});
    setRecalculated(false);
    recalculate.mutate(
      {
        ...buildAssessmentRequest({
          amount: value.amount,
          duration: value.duration,
          type: assessment.type,
          answers: answersOf(assessment),
        }),
        // The stored answers go back exactly as they were saved.
        dynamicData: assessment.dynamicData,
      },
      {
        onSuccess: () => {
          setRecalculated(true);
          setFocusSeq((seq) => seq + 1);
        },
      },
    );
  };

  const submitForm = () => {
    const found = amountTermErrors(amountTerm, settings, t);
    if (found.amount || found.duration || amountTerm.amount === null || amountTerm.duration === null) {
      setFieldErrors(found);
      document.getElementById(found.amount ? 'recalc-amount' : 'recalc-duration')?.focus();
      return;
    }
    recalculateWith({ amount: amountTerm.amount, duration: amountTerm.duration });
  };

  return (
    <>
      {recalculated && (
        <Alert color="brand" variant="light" role="status">
          {t('offers.recalculated', { amount: hufInText(assessment.amount), months: assessment.duration })}
        </Alert>
      )}
      {isEligible ? (
        <EligibleOffers
          assessment={assessment}
          settings={settings}
          headingRef={resultsHeading}
          onSuggestion={recalculateWith}
          isRecalculating={recalculate.isPending}
          choosingId={createApplication.isPending ? createApplication.variables : null}
          chooseError={createApplication.isError ? errorText(createApplication.error, t) : null}
          onChoose={(offerId) =>
            createApplication.mutate(offerId, { onSuccess: () => void navigate('/application') })
          }
          HumanReview={HumanReview}
        />
      ) : (
        <NotEligiblePanel
          reasons={notEligibleReasons(assessment)}
          lower={lowerAmountSuggestion(assessment, settings)}
          onTryLower={recalculateWith}
          isRecalculating={recalculate.isPending}
          CallMeBack={CallMeBack}
          review={<HumanReview assessmentId={assessment.id} />}
          headingRef={resultsHeading}
        />
      )}

      {(isEligible || canAmountOrTermHelp(notEligibleReasons(assessment))) && (
        <Card component="section" aria-labelledby="recalculate-title">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submitForm();
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
                idPrefix="recalc"
                settings={settings}
                value={amountTerm}
                onChange={(value) => {
                  setAmountTerm(value);
                  setFieldErrors({});
                }}
                errors={fieldErrors}
              />
              {recalculate.isError && (
                <Alert color="red" variant="light" role="alert">
                  {errorText(recalculate.error, t)}
                </Alert>
              )}
              <div>
                <Button type="submit" loading={recalculate.isPending} className={classes.recalculateButton}>
                  {t('offers.recalculate.submit')}
                </Button>
              </div>
            </Stack>
          </form>
        </Card>
      )}

      {isEligible && (
        <Anchor component={Link} to="/preliminary-assessment" className={classes.restart}>
          <IconArrowBackUp size={18} aria-hidden />
          {t('offers.restart')}
        </Anchor>
      )}
    </>
  );
}

function EligibleOffers({
  assessment,
  settings,
  headingRef,
  onSuggestion,
  isRecalculating,
  choosingId,
  chooseError,
  onChoose,
  HumanReview,
}: {
  assessment: PreliminaryAssessment;
  settings: FilterSettings;
  headingRef: React.Ref<HTMLHeadingElement>;
  onSuggestion: (suggestion: AmountSuggestion) => void;
  isRecalculating: boolean;
  /** The offer whose application is being opened. */
  choosingId: number | null;
  /** Why the application could not be opened (e.g. another offer's application is open). */
  chooseError: string | null;
  onChoose: (offerId: number) => void;
  HumanReview: HumanReviewComponent;
}) {
  const { t } = useTranslation();
  const offers = shownOffers(assessment);
  const products = useQuery(offerDataQuery(offers.map((offer) => offer.offerId)));
  const config = useQuery(tripleOfferConfigQuery());
  const larger = largerAmountSuggestion(assessment, offers, settings);
  const failed = [products, config].find((query) => query.isError);
  const cards = config.data ? tripleCards(offers, config.data) : [];
  const recommended =
    cards.find((card) => card.slots.some((slot) => slot.kind === 'RECOMMENDED')) ?? cards[0];

  return (
    <>
      {larger && (
        <Alert role="note" color="brand" variant="light" icon={<IconTrendingUp size={20} aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text fw={600}>
              {t('offers.larger.text', { amount: hufInText(larger.amount), months: larger.duration })}
            </Text>
            <Button variant="outline" onClick={() => onSuggestion(larger)} loading={isRecalculating}>
              {t('offers.suggestion.apply')}
            </Button>
          </Stack>
        </Alert>
      )}

      <section aria-labelledby="offers-results-title">
        <Title
          order={2}
          id="offers-results-title"
          ref={headingRef}
          tabIndex={-1}
          className={`${classes.sectionTitle} ${classes.focusHeading}`}
          mb="md"
        >
          {t('offers.results.title')}
        </Title>
        {failed ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(failed.error, t)}</Text>
              <Button size="compact-sm" variant="light" color="red" onClick={() => void failed.refetch()}>
                {t('common.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : products.isPending || config.isPending ? (
          <OffersSkeleton />
        ) : (
          <>
            {chooseError && (
              <Alert color="red" variant="light" role="alert" mb="md" title={t('offers.choose.error')}>
                {chooseError}
              </Alert>
            )}
            <div className={classes.cards}>
              {cards.map((card) => (
                <OfferCard
                  key={card.offer.offerId}
                  card={card}
                  product={products.data?.find((product) => product.id === card.offer.offerId)}
                  onChoose={onChoose}
                  isChoosing={choosingId === card.offer.offerId}
                  isDisabled={choosingId !== null}
                />
              ))}
            </div>
          </>
        )}
      </section>

      {recommended && <RepresentativeExample productId={recommended.offer.offerId} />}

      <Alert
        role="note"
        color="gray"
        variant="light"
        icon={<IconInfoCircle size={20} aria-hidden />}
        title={t('offers.automated.title')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('offers.automated.text')}</Text>
          <HumanReview assessmentId={assessment.id} />
        </Stack>
      </Alert>
    </>
  );
}
