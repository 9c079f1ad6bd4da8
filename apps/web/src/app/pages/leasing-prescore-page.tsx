import { CallMeBackTrigger } from '../../features/call-me-back/components/call-me-back-trigger.tsx';
import { LeasingPrescorePage } from '../../features/leasing/components/leasing-prescore-page.tsx';

/** `/leasing/prescore`: the leasing feature's prescore, with the call-back form (features meet here). */
export function LeasingPrescoreRoutePage() {
  return <LeasingPrescorePage CallMeBack={CallMeBackTrigger} />;
}
