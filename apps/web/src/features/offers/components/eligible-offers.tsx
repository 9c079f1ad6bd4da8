import type { FilterSettings } from '@hitelkapu/domain/contracts/offers';
import type { PreliminaryAssessment } from '@hitelkapu/domain/contracts/preliminary';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconTrendingUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import headingClasses from '../../../components/focus-heading.module.css';
import { hufInText } from '../../../lib/format-text.ts';
import { offerDataQuery, tripleOfferConfigQuery } from '../api/offers.ts';
import {
  type AmountSuggestion,
  largerAmountSuggestion,
  shownOffers,
  tripleCards,
} from '../offer-selection.ts';
import { OfferCard } from './offer-card.tsx';
import classes from './offers.module.css';
import { OffersSkeleton } from './offers-skeleton.tsx';
import { RepresentativeExample } from './representative-example.tsx';

/** A person's review of this assessment's automated result (the decision-review feature). */
export type HumanReviewComponent = ComponentType<{ assessmentId: string }>;

/**
 * Offers to choose from: a larger amount when the income allows one, the cards (the products'
 * details and the triple-offer slots load on their own), the representative example of the
 * recommended card and the note that the result is automated, with a person's review.
 */
export function EligibleOffers({
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
          className={`${classes.sectionTitle} ${headingClasses.focusHeading}`}
          mb="md"
        >
          {t('offers.results.title')}
        </Title>
        {failed ? (
          <LoadFailure error={failed.error} onRetry={() => void failed.refetch()} />
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
