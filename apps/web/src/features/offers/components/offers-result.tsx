import type { FilterSettings } from '@hitelkapu/domain/contracts/offers';
import type { PreliminaryAssessment, ReasonCode } from '@hitelkapu/domain/contracts/preliminary';
import { Alert, Anchor } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type AmountTerm, amountTermErrors } from '../../../components/credit/loan-amount-term-fields.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { hufInText } from '../../../lib/format-text.ts';
import { answersOf, buildAssessmentRequest } from '../../../lib/preliminary-assessment.ts';
import { useCreateLoanApplication, useRecalculate } from '../api/offers.ts';
import {
  type AmountSuggestion,
  lowerAmountSuggestion,
  notEligibleReasons,
  shownOffers,
} from '../offer-selection.ts';
import { EligibleOffers, type HumanReviewComponent } from './eligible-offers.tsx';
import { NotEligiblePanel } from './not-eligible-panel.tsx';
import classes from './offers.module.css';
import { RECALC_ID_PREFIX, RecalculateForm } from './recalculate-form.tsx';

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

/**
 * A loaded assessment: its offers or why there are none, the recalculation with another
 * amount or term, and choosing an offer (which opens the application).
 */
export function OffersResult({
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
      document
        .getElementById(found.amount ? `${RECALC_ID_PREFIX}-amount` : `${RECALC_ID_PREFIX}-duration`)
        ?.focus();
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
        <RecalculateForm
          settings={settings}
          value={amountTerm}
          onChange={(value) => {
            setAmountTerm(value);
            setFieldErrors({});
          }}
          errors={fieldErrors}
          onSubmit={submitForm}
          isPending={recalculate.isPending}
          error={recalculate.isError ? recalculate.error : null}
        />
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
