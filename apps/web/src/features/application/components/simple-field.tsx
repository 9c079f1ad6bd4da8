import type { FlowQuestion } from '@hitelkapu/domain/contracts/application';
import { QuestionField } from '../../../components/questions/question-field.tsx';

/** The id of a question's focusable element, so a failed check can move the focus to it. */
export const flowInputId = (identifier: string) => `flow-question-${identifier}`;

export interface FieldProps {
  question: FlowQuestion;
  value: string | undefined;
  /** The answer changed on screen. */
  onChange: (value: string) => void;
  /** The answer is final (a choice made, a text field left): autosave it. */
  onCommit: () => void;
  error: string | undefined;
  today: string;
  /** A note under the field after its hint (the answer came from the preliminary assessment). */
  note?: string | undefined;
}

/**
 * A SIMPLE_FIELD as the shared question field: text saves when the customer leaves the
 * field, a choice saves at once, and ticked boxes answer a JSON list (spec §5).
 */
export function SimpleField({ question, ...props }: FieldProps) {
  return (
    <QuestionField
      {...props}
      question={question}
      id={flowInputId(question.identifier)}
      tokens="application.question"
      checkboxAnswer="list"
    />
  );
}
