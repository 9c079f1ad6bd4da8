import type { Statement } from '@hitelkapu/domain/contracts/statements';
import { statementRequired, validationMessageKeys } from '@hitelkapu/domain/rules/validators';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StatementCard } from '../../../components/statement-card.tsx';
import { calculationStatementsQuery } from '../api/preliminary-assessment.ts';

/** The id of a statement's checkbox, so a failed check can move the focus to it. */
export const statementInputId = (statement: Pick<Statement, 'id'>) => `calculation-statement-${statement.id}`;

/** Required statements first, so the ones that must be ticked are never below the fold. */
export const inDisplayOrder = (statements: readonly Statement[]) =>
  [...statements].sort((a, b) => Number(b.isRequired) - Number(a.isRequired));

/**
 * The required statements left unticked, as message keys by field (`statement-<id>`) in
 * display order, and the first one's checkbox for the focus.
 */
export function missingStatements(ordered: readonly Statement[], accepted: Record<number, boolean>) {
  const missing = ordered.filter(
    (statement) => statement.isRequired && statementRequired(accepted[statement.id]),
  );
  return {
    keys: Object.fromEntries(
      missing.map((statement) => [`statement-${statement.id}`, validationMessageKeys.statementRequired]),
    ),
    first: missing[0] ?? null,
  };
}

/** The summary's calculation statements: loaded, required ones first, ticked by the customer. */
export function useCalculationStatements() {
  const query = useQuery(calculationStatementsQuery());
  const [accepted, setAccepted] = useState<Record<number, boolean>>({});
  const ordered = inDisplayOrder(query.data ?? []);
  return {
    query,
    ordered,
    accepted,
    accept: (statement: Statement, checked: boolean) =>
      setAccepted((previous) => ({ ...previous, [statement.id]: checked })),
    missing: () => missingStatements(ordered, accepted),
    /** The statements the customer accepted, sent with the assessment. */
    acceptedOnes: () => ordered.filter((statement) => accepted[statement.id] === true),
  };
}

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
