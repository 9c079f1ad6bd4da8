import { CallMeBackTrigger } from '../../features/call-me-back/components/call-me-back-trigger.tsx';
import { AssessmentReview } from '../../features/decision-review/components/decision-review-panel.tsx';
import { OffersScreen } from '../../features/offers/components/offers-page.tsx';

/** `/offers`: the offers feature, with the call-back form and a person's review of the result (features meet here). */
export function OffersRoutePage() {
  return <OffersScreen CallMeBack={CallMeBackTrigger} HumanReview={AssessmentReview} />;
}
