import { ApplicationPage } from '../../features/application/components/application-page.tsx';
import { CallMeBackTrigger } from '../../features/call-me-back/components/call-me-back-trigger.tsx';

/** `/application`: the application feature, with the call-back form for a person's review (features meet here). */
export function ApplicationRoutePage() {
  return <ApplicationPage CallMeBack={CallMeBackTrigger} />;
}
