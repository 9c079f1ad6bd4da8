import type { Statement } from '@hitelkapu/domain/contracts/statements';
import { StatementCard } from '../../../components/statement-card.tsx';

/** The id of a statement's checkbox, so a failed check can move the focus to it. */
export const statementInputId = (statement: Pick<Statement, 'id'>) => `calculation-statement-${statement.id}`;

/**
 * One calculation statement: title, plain summary, the full text on demand and an unticked
 * box (DOMAIN "Consent": no pre-ticked boxes).
 */
export function CalculationStatement({
  statement,
  checked,
  onChange,
  error,
}: {
  statement: Statement;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
}) {
  return (
    <StatementCard
      statement={statement}
      wording="prelim.statements"
      checkboxProps={{
        id: statementInputId(statement),
        checked,
        onChange: (event) => onChange(event.currentTarget.checked),
        error,
      }}
    />
  );
}
