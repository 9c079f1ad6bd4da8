import type { ComponentProps } from 'react';
import { WizardQuestionStep } from '../../../components/questions/wizard-question-step.tsx';

export { questionInputId } from '../../../components/questions/wizard-question-step.tsx';

/** A configured step's questions in the preliminary wizard's wording (the shared wizard step). */
export function QuestionStep(props: Omit<ComponentProps<typeof WizardQuestionStep>, 'tokens'>) {
  return <WizardQuestionStep tokens="prelim" {...props} />;
}
