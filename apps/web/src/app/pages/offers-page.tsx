import { CallMeBackTrigger } from '../../features/call-me-back/components/call-me-back-trigger.tsx';
import { OffersScreen } from '../../features/offers/components/offers-page.tsx';

/** `/offers`: the offers feature, with the call-back form for a human review (features meet here). */
export function OffersRoutePage() {
  return <OffersScreen CallMeBack={CallMeBackTrigger} />;
}
