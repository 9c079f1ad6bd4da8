import type { FlowQuestion, LoanApplication } from '@hitelkapu/domain/contracts/application';
import type { AnswersState } from '../use-answers.ts';
import { DocumentField } from './document-field.tsx';
import { ReadonlyField } from './readonly-field.tsx';
import { SimpleField } from './simple-field.tsx';
import { SpecialField } from './special-field.tsx';
import { StatementField } from './statement-field.tsx';

/**
 * One flow question by its kind (spec §3 "Question kinds"): simple fields are the shared
 * question fields; statements, documents, read-only and special fields are the flow's own.
 */
export function FlowQuestionField({
  application,
  question,
  state,
  baseValues,
  onChange,
  onServerAnswer,
  error,
  today,
  note,
  onRecheck,
  isReloading,
}: {
  application: LoanApplication;
  question: FlowQuestion;
  state: AnswersState;
  baseValues: Record<string, string> | undefined;
  onChange: (value: string) => void;
  onServerAnswer: (value: string) => void;
  error: string | undefined;
  today: string;
  note: string | undefined;
  onRecheck: () => Promise<void>;
  isReloading: boolean;
}) {
  const value = state.answers[question.identifier];
  const commit = () => void state.save(question.identifier);
  switch (question.type) {
    case 'SIMPLE_FIELD':
      return (
        <SimpleField
          question={question}
          value={value}
          onChange={onChange}
          onCommit={commit}
          error={error}
          today={today}
          note={note}
        />
      );
    case 'STATEMENT_PROMPT':
      return (
        <StatementField
          question={question}
          value={value}
          onChange={onChange}
          onCommit={commit}
          error={error}
        />
      );
    case 'DOCUMENT_PROMPT':
      return (
        <DocumentField
          applicationId={application.id}
          question={question}
          value={value}
          onDocumentsChange={onServerAnswer}
          error={error}
        />
      );
    case 'READONLY_FIELD':
      return <ReadonlyField question={question} values={baseValues} />;
    case 'SPECIAL_FIELD':
      return (
        <SpecialField
          question={question}
          value={value}
          error={error}
          onRecheck={() => void onRecheck()}
          isRechecking={isReloading}
        />
      );
  }
}
