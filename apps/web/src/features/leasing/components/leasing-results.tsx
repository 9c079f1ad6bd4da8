import type {
  LeasingFilterSettings,
  LeasingOfferResultContract,
  LeasingPrescore,
  LeasingPrescoreResult,
} from '@hitelkapu/domain/contracts/leasing-prescore';
import type { LoanProduct } from '@hitelkapu/domain/contracts/offers';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Alert, Button, Card, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconExternalLink,
  IconInfoCircle,
  IconPencil,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatAnnualRate, formatThm } from '../../../components/credit/format-rate.ts';
import { OfferFigures } from '../../../components/credit/offer-figures.tsx';
import headingClasses from '../../../components/focus-heading.module.css';
import { errorText } from '../../../lib/error-text.ts';
import {
  leasingProductsQuery,
  useChooseLeasingOffer,
  useRecalculatePrescore,
} from '../api/leasing-prescore.ts';
import {
  type DownPaymentTerm,
  DownPaymentTermFields,
  downPaymentInputId,
  downPaymentTermErrors,
  durationInputId,
} from './down-payment-term-fields.tsx';
import classes from './prescore.module.css';
import { VehicleHeading } from './vehicle-amount-step.tsx';

const RECALC_FIELDS = 'leasing-recalc';

/** The offers shown: those decided OK with their figures (an offer over the THM cap never is). */
export const eligibleLeasingOffers = (result: LeasingPrescoreResult) =>
  result.offers.filter(
    (
      offer,
    ): offer is LeasingOfferResultContract & { quote: NonNullable<LeasingOfferResultContract['quote']> } =>
      offer.decision === 'OK' && offer.quote !== null,
  );

/**
 * When only the income stood in the way (JTM), the down payment that brings the amount financed
 * down to what the income allows (dtiAmount, same term and residual value), rounded up to
 * whole thousands, if the vehicle's range allows it; null otherwise.
 */
export function largerDownPayment(
  result: LeasingPrescoreResult,
  price: number,
  settings: Pick<LeasingFilterSettings, 'minDownPayment' | 'maxDownPayment'>,
): { downPayment: number; amount: number; duration: number } | null {
  const best = result.offers
    .filter((offer) => offer.decision === 'DTI_FAILED' && offer.dtiAmount > 0)
    .sort((a, b) => b.dtiAmount - a.dtiAmount)[0];
  if (!best || result.limitBreaches.length > 0) return null;
  const downPayment = Math.max(Math.ceil((price - best.dtiAmount) / 1000) * 1000, settings.minDownPayment);
  if (downPayment > settings.maxDownPayment) return null;
  return { downPayment, amount: price - downPayment, duration: best.dtiDuration };
}

/**
 * The prescore's result (spec §3 "Response: isEligible, redirectUrl, offers"): the leasing
 * offers with every figure the law wants next to the payment, the recalculation with another
 * down payment or term (no timeout), the dealer's page as the way back and the application as
 * the way on; or, when nothing can be offered, why in plain Hungarian and what could change.
 */
export function LeasingResults({
  prescore,
  result,
  settings,
  CallMeBack,
  onChangeAnswers,
}: {
  prescore: LeasingPrescore;
  result: LeasingPrescoreResult;
  settings: LeasingFilterSettings;
  CallMeBack: ComponentType<{ label: string }>;
  onChangeAnswers: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recalculate = useRecalculatePrescore(prescore.publicId);
  const choose = useChooseLeasingOffer(prescore.publicId);
  const offers = eligibleLeasingOffers(result);
  const isEligible = result.isEligible && offers.length > 0;
  const products = useQuery({
    ...leasingProductsQuery(result.offers.map((offer) => offer.offerId)),
    enabled: offers.length > 0,
  });
  const firstQuote = offers[0]?.quote;
  const [amounts, setAmounts] = useState<DownPaymentTerm>({
    downPayment: firstQuote?.downPayment ?? prescore.downPayment,
    duration: firstQuote?.months ?? prescore.duration,
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [recalculated, setRecalculated] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusSeq, setFocusSeq] = useState(0);
  // After a recalculation the result's heading takes the focus, once the new result is on screen.
  useEffect(() => {
    if (focusSeq > 0) heading.current?.focus();
  }, [focusSeq]);

  const runRecalculation = (value: DownPaymentTerm = amounts) => {
    setRecalculated(false);
    const found = downPaymentTermErrors(value, settings, t);
    const messages = Object.fromEntries(
      Object.entries(found).filter((entry): entry is [string, string] => entry[1] !== null),
    );
    setFieldErrors(messages);
    if (messages.downPayment) return document.getElementById(downPaymentInputId(RECALC_FIELDS))?.focus();
    if (messages.duration) return document.getElementById(durationInputId(RECALC_FIELDS))?.focus();
    if (value.downPayment === null || value.duration === null) return;
    recalculate.mutate(
      {
        publicId: prescore.publicId,
        amount: prescore.vehicle.price - value.downPayment,
        duration: value.duration,
        downPayment: value.downPayment,
        extraAmount: prescore.extraAmount,
      },
      {
        onSuccess: () => {
          setRecalculated(true);
          setFocusSeq((seq) => seq + 1);
        },
      },
    );
  };

  const suggestion = largerDownPayment(result, prescore.vehicle.price, settings);

  const productOf = (offerId: number) => products.data?.find((product) => product.id === offerId);
  const breaches = result.limitBreaches.map((key) => t(key, result.limitValues));
  const reasons = result.reasons.map((reason) => t(`leasing.reason.${reason}`));
  const canChange = new Set<string>();
  for (const key of result.limitBreaches) {
    if (key.endsWith('downPaymentTooLow') || key.endsWith('downPaymentTooHigh')) canChange.add('downPayment');
    if (key.endsWith('termOutOfRange') || key.endsWith('vehicleTooOldAtEnd')) canChange.add('duration');
    if (key.endsWith('vehicleTooOldAtSigning') || key.endsWith('residualValueTooHigh'))
      canChange.add('vehicle');
  }
  for (const reason of result.reasons) {
    if (reason === 'DTI_FAILED' || reason === 'AMOUNT_OUT_OF_RANGE') {
      canChange.add('downPayment');
      canChange.add('duration');
    }
    if (reason === 'THM_CAP_EXCEEDED' || reason === 'TERM_OUT_OF_RANGE' || reason === 'KO_AGE_AT_MATURITY')
      canChange.add('duration');
  }

  const recalculateForm = (
    <Card component="section" aria-labelledby="leasing-recalc-title" className={classes.card}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          runRecalculation();
        }}
      >
        <Stack gap="lg">
          <div>
            <Title order={2} size="h3" id="leasing-recalc-title">
              {t('leasing.offers.recalculate.title')}
            </Title>
            <Text c="gray.7" mt={4}>
              {isEligible ? t('leasing.offers.recalculate.lead') : t('leasing.notEligible.tryAgain')}
            </Text>
          </div>
          <DownPaymentTermFields
            idPrefix={RECALC_FIELDS}
            settings={settings}
            value={amounts}
            onChange={(value) => {
              setAmounts(value);
              setFieldErrors({});
            }}
            errors={fieldErrors}
          />
          {recalculate.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(recalculate.error, t)}
            </Alert>
          )}
          <Group>
            <Button
              type="submit"
              variant="light"
              loading={recalculate.isPending}
              w={{ base: '100%', xs: 'auto' }}
            >
              {t('leasing.offers.recalculate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );

  const wayBack = (
    <Group gap="sm" justify="space-between">
      <Button
        variant="default"
        leftSection={<IconPencil size={18} aria-hidden />}
        onClick={onChangeAnswers}
        w={{ base: '100%', xs: 'auto' }}
      >
        {t('leasing.offers.changeAnswers')}
      </Button>
      {result.redirectUrl && (
        <Button
          component="a"
          href={result.redirectUrl}
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          rightSection={<IconExternalLink size={16} aria-hidden />}
          w={{ base: '100%', xs: 'auto' }}
        >
          {t('leasing.offers.toDealer')}
        </Button>
      )}
    </Group>
  );

  return (
    <Stack gap="lg">
      <div>
        <Title
          order={1}
          className={`${classes.pageTitle} ${headingClasses.focusHeading}`}
          ref={heading}
          tabIndex={-1}
          id="leasing-results-title"
        >
          {isEligible ? t('leasing.offers.title') : t('leasing.notEligible.title')}
        </Title>
        {isEligible && (
          <Text c="gray.7" mt={4}>
            {t('leasing.offers.lead')}
          </Text>
        )}
      </div>
      <VehicleHeading vehicle={prescore.vehicle} />
      {recalculated && (
        <Alert color="teal" variant="light" role="status">
          {t('leasing.offers.recalculate.done')}
        </Alert>
      )}

      {isEligible ? (
        <>
          <div className={classes.cards}>
            {offers.map((offer) => (
              <LeasingOfferCard
                key={offer.offerId}
                offer={offer}
                product={productOf(offer.offerId)}
                onChoose={() =>
                  choose.mutate(offer.offerId, { onSuccess: () => void navigate('/application') })
                }
                isChoosing={choose.isPending && choose.variables === offer.offerId}
                isDisabled={choose.isPending}
              />
            ))}
          </div>
          {choose.isError && (
            <Alert color="red" variant="light" role="alert" title={t('leasing.offers.applicationFailed')}>
              {errorText(choose.error, t)}
            </Alert>
          )}
          <Stack gap={4}>
            {firstQuote && (
              <Text size="sm" c="gray.8">
                {t('leasing.offers.thmCap', { cap: formatThm(firstQuote.thmCap) })}
              </Text>
            )}
            <Text size="sm" c="gray.8">
              {t('leasing.offers.jtm')}
            </Text>
          </Stack>
          {recalculateForm}
          {wayBack}
        </>
      ) : (
        <>
          <Card component="section" aria-label={t('leasing.notEligible.title')} className={classes.card}>
            <Stack gap="md">
              <ThemeIcon size={48} radius="xl" variant="light" color="brand">
                <IconInfoCircle size={28} aria-hidden />
              </ThemeIcon>
              <Text c="gray.9">{t('leasing.notEligible.lead')}</Text>
              <List spacing="xs" className={classes.reasons}>
                {[...breaches, ...reasons].map((text) => (
                  <List.Item key={text}>{text}</List.Item>
                ))}
              </List>
              {canChange.size > 0 && (
                <>
                  <Title order={2} size="h4">
                    {t('leasing.notEligible.change.title')}
                  </Title>
                  <List spacing="xs" className={classes.reasons}>
                    {(['downPayment', 'duration', 'vehicle'] as const)
                      .filter((what) => canChange.has(what))
                      .map((what) => (
                        <List.Item key={what}>{t(`leasing.notEligible.change.${what}`)}</List.Item>
                      ))}
                  </List>
                </>
              )}
              {suggestion && (
                <Paper radius="md" p="md" className={classes.vehicle}>
                  <Stack gap="sm" align="flex-start">
                    <Text fw={600}>
                      {t('leasing.notEligible.suggestion', {
                        amount: formatHuf(suggestion.amount),
                        months: suggestion.duration,
                        downPayment: formatHuf(suggestion.downPayment),
                      })}
                    </Text>
                    <Button
                      onClick={() => {
                        const value = { downPayment: suggestion.downPayment, duration: suggestion.duration };
                        setAmounts(value);
                        runRecalculation(value);
                      }}
                      loading={recalculate.isPending}
                      // A long label wraps inside the box on a narrow phone instead of overflowing it.
                      fullWidth
                      h="auto"
                      py={10}
                      styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                    >
                      {t('leasing.notEligible.suggestion.apply')}
                    </Button>
                  </Stack>
                </Paper>
              )}
              <Text c="gray.8">{t('leasing.notEligible.help')}</Text>
              <Group gap="sm">
                <CallMeBack label={t('leasing.notEligible.callMeBack')} />
              </Group>
            </Stack>
          </Card>
          {(canChange.has('downPayment') || canChange.has('duration')) && recalculateForm}
          {wayBack}
        </>
      )}
    </Stack>
  );
}

/**
 * One leasing offer: the monthly payment with the THM and the total repayable beside it in the
 * same size class (LOOK-AND-VOICE "Money"), then down payment, residual value, term and the
 * rest, and what closed-end leasing means for ownership.
 */
function LeasingOfferCard({
  offer,
  product,
  onChoose,
  isChoosing,
  isDisabled,
}: {
  offer: LeasingOfferResultContract & { quote: NonNullable<LeasingOfferResultContract['quote']> };
  product: LoanProduct | undefined;
  onChoose: () => void;
  isChoosing: boolean;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const { quote } = offer;
  const nameId = `leasing-offer-${offer.offerId}-name`;
  return (
    <Card component="article" aria-labelledby={nameId} className={classes.offerCard} padding="lg">
      <Stack gap="md" h="100%">
        <div>
          <Title order={3} id={nameId} className={classes.offerName}>
            {product?.name ?? t('leasing.offers.fallbackName')}
          </Title>
          {product?.tagline && (
            <Text size="sm" c="gray.7">
              {product.tagline}
            </Text>
          )}
        </div>
        <OfferFigures
          quote={quote}
          tokens="leasing.offers.card"
          radius="var(--mantine-radius-md)"
          details={[
            { label: t('leasing.offers.card.downPayment'), value: formatHuf(quote.downPayment) },
            { label: t('leasing.offers.card.residualValue'), value: formatHuf(quote.residualValue) },
            {
              label: t('leasing.offers.card.months'),
              value: t('credit.unit.monthsCount', { count: quote.months }),
            },
            { label: t('leasing.offers.card.amount'), value: formatHuf(quote.amount) },
            { label: t('leasing.offers.card.annualRate'), value: formatAnnualRate(quote.annualRatePercent) },
            { label: t('leasing.offers.card.disbursementFee'), value: formatHuf(quote.disbursementFee) },
            { label: t('leasing.offers.card.monthlyFee'), value: formatHuf(quote.monthlyFee) },
            { label: t('leasing.offers.card.totalCost'), value: formatHuf(quote.totalCost) },
          ]}
        />
        <Text size="sm" className={classes.ownership}>
          {t('leasing.offers.card.ownership')}
        </Text>
        <Button
          mt="auto"
          onClick={onChoose}
          loading={isChoosing}
          disabled={isDisabled && !isChoosing}
          rightSection={<IconArrowRight size={18} aria-hidden />}
          classNames={{ label: classes.wrapLabel }}
        >
          {t('leasing.offers.card.choose')}
        </Button>
      </Stack>
    </Card>
  );
}
