import type { FieldErrors, ProtectedQuestion, ProtectedQuestionReader } from '@hitelkapu/domain';

/**
 * The questions whose answers the portal reads by identifier (decision 041): scoring and the
 * decision (finance/application-scoring.ts, finance/preliminary-decision.ts,
 * rules/preliminary.ts, the leasing prescore), the contract (signing/contract-values.ts), the
 * document and bank-link handling, and the logged consents. The editor may reword them, never
 * remove them, change their type or make them optional.
 */
const flowReaders: Record<string, ProtectedQuestionReader> = {
  net_income: 'SCORING',
  has_loans: 'SCORING',
  loan_instalments: 'SCORING',
  credit_card_limit: 'SCORING',
  birth_date: 'SCORING',
  employment_start: 'SCORING',
  income_channel: 'SCORING',
  citizenship: 'SCORING',
  insolvency_proceedings: 'SCORING',
  birth_place: 'CONTRACT',
  mothers_name: 'CONTRACT',
  id_card_number: 'CONTRACT',
  postal_code: 'CONTRACT',
  city: 'CONTRACT',
  street: 'CONTRACT',
  has_mailing_address: 'CONTRACT',
  mailing_postal_code: 'CONTRACT',
  mailing_city: 'CONTRACT',
  mailing_street: 'CONTRACT',
  bank_account: 'CONTRACT',
  id_card_document: 'DOCUMENTS',
  address_card_document: 'DOCUMENTS',
  income_document: 'DOCUMENTS',
  bank_sync: 'DOCUMENTS',
  identity_verification: 'DOCUMENTS',
  email_confirmed: 'DOCUMENTS',
  statement_khr: 'CONSENT',
  statement_khr_positive_list: 'CONSENT',
  statement_pep: 'CONSENT',
  statement_beneficial_owner: 'CONSENT',
};

const questionSetReaders: Record<string, ProtectedQuestionReader> = {
  date_of_birth: 'SCORING',
  source_of_income: 'SCORING',
  trial_period: 'SCORING',
  notice_period: 'SCORING',
  incapacity: 'SCORING',
  company_registered_abroad: 'SCORING',
  closed_business_years: 'SCORING',
  has_credit_card: 'SCORING',
  credit_card_limit: 'SCORING',
  salary: 'SCORING',
  salary_commitment: 'SCORING',
  committed_salary: 'SCORING',
  household_size: 'SCORING',
};

interface EditableQuestion {
  identifier: string;
  label: string;
  hint: string | null;
  options: { value: string; label: string }[];
  conditions: { conditionalFieldId: string }[];
}

interface EditableStep<Q extends EditableQuestion> {
  id: string;
  title: string;
  questions: Q[];
}

interface Editable<Q extends EditableQuestion> {
  id: string;
  title: string;
  steps: EditableStep<Q>[];
}

/** The protected questions present in a flow or set; `prefilled` adds the answers a flow takes over. */
export function protectedQuestionsOf(
  kind: 'flow' | 'questionSet',
  identifiers: Iterable<string>,
  prefilled: ReadonlySet<string> = new Set(),
): ProtectedQuestion[] {
  const readers = kind === 'flow' ? flowReaders : questionSetReaders;
  const result: ProtectedQuestion[] = [];
  for (const identifier of identifiers) {
    const readBy = readers[identifier] ?? (prefilled.has(identifier) ? 'PREFILL' : undefined);
    if (readBy) result.push({ identifier, readBy });
  }
  return result;
}

export interface EditRules<Q> {
  /** What the editor may not change: the question's kind, field, checks and conditions. */
  locked: readonly (keyof Q & string)[];
  /** Of those, the ones that make up the question's type. */
  typeKeys: readonly (keyof Q & string)[];
  /** Whether the question must be answered, where the model has it. */
  requiredKey?: keyof Q & string;
  /** Further checks of one edited question against its current form, by field path. */
  extra?: (edited: Q, current: Q, path: string, report: Report) => void;
}

export interface Report {
  invalid: (path: string, key: string) => void;
  structural: (path: string, key: string) => void;
}

export interface EditOutcome<Q> {
  fieldErrors: FieldErrors;
  /** The first protected question the edit would remove, retype or make optional. */
  protectedHit: Q | null;
  /** Something only a release may change: a question added, a type, a condition. */
  structural: boolean;
  /** A value that cannot be stored: an empty label, a bound below its minimum. */
  invalid: boolean;
}

/** Key order does not count: jsonb keeps an object's keys in its own order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  return value;
}
export const sameJson = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));

/**
 * Compares an edited flow or question set with the stored one: what the editor may change,
 * what it may not (decision 041). Every finding is keyed by its field path in the body.
 */
export function checkEdit<Q extends EditableQuestion>(
  current: Editable<Q>,
  edited: Editable<Q>,
  root: 'flow' | 'questionSet',
  protectedIds: ReadonlySet<string>,
  rules: EditRules<Q>,
): EditOutcome<Q> {
  const fieldErrors: FieldErrors = {};
  let protectedHit: Q | null = null;
  let structural = false;
  let invalid = false;
  const report: Report = {
    invalid: (path, key) => {
      invalid = true;
      fieldErrors[path] ??= key;
    },
    structural: (path, key) => {
      structural = true;
      fieldErrors[path] ??= key;
    },
  };
  const hitProtected = (question: Q, path: string) => {
    protectedHit ??= question;
    fieldErrors[path] ??= 'staffConfig.flows.errors.protected';
  };

  if (edited.id !== current.id) report.structural(`${root}.id`, 'staffConfig.flows.errors.locked');
  if (edited.title.trim() === '') report.invalid(`${root}.title`, 'validation.required');

  const currentSteps = new Set(current.steps.map((step) => step.id));
  const seenSteps = new Set<string>();
  const currentQuestions = new Map(
    current.steps.flatMap((step) =>
      step.questions.map((question) => [question.identifier, question] as const),
    ),
  );
  /** Where each edited question stands: its step and its place in the whole flow. */
  const position = new Map<string, number>();
  let counter = 0;
  for (const step of edited.steps)
    for (const question of step.questions) position.set(question.identifier, counter++);

  const seenQuestions = new Set<string>();
  edited.steps.forEach((step, i) => {
    const stepPath = `${root}.steps.${i}`;
    if (!currentSteps.has(step.id)) report.structural(`${stepPath}.id`, 'staffConfig.flows.errors.locked');
    else if (seenSteps.has(step.id)) report.invalid(`${stepPath}.id`, 'staffConfig.flows.errors.duplicate');
    seenSteps.add(step.id);
    if (step.title.trim() === '') report.invalid(`${stepPath}.title`, 'validation.required');
    if (step.questions.length === 0)
      report.invalid(`${stepPath}.questions`, 'staffConfig.flows.errors.emptyStep');

    step.questions.forEach((question, j) => {
      const path = `${stepPath}.questions.${j}`;
      const before = currentQuestions.get(question.identifier);
      if (seenQuestions.has(question.identifier)) {
        report.invalid(`${path}.identifier`, 'staffConfig.flows.errors.duplicate');
        return;
      }
      seenQuestions.add(question.identifier);
      if (!before) {
        report.structural(`${path}.identifier`, 'staffConfig.flows.errors.unknownQuestion');
        return;
      }
      const isProtected = protectedIds.has(question.identifier);
      for (const key of rules.locked) {
        if (sameJson(question[key], before[key])) continue;
        if (isProtected && rules.typeKeys.includes(key)) hitProtected(before, `${path}.${key}`);
        else report.structural(`${path}.${key}`, 'staffConfig.flows.errors.locked');
      }
      const requiredKey = rules.requiredKey;
      if (isProtected && requiredKey && before[requiredKey] === true && question[requiredKey] !== true)
        hitProtected(before, `${path}.${requiredKey}`);
      if (question.label.trim() === '') report.invalid(`${path}.label`, 'validation.required');
      const values = (q: EditableQuestion) => q.options.map((option) => option.value).sort();
      if (!sameJson(values(question), values(before)))
        report.structural(`${path}.options`, 'staffConfig.flows.errors.optionsChanged');
      question.options.forEach((option, k) => {
        if (option.label.trim() === '') report.invalid(`${path}.options.${k}.label`, 'validation.required');
      });
      const here = position.get(question.identifier) ?? 0;
      for (const condition of question.conditions) {
        const controlling = position.get(condition.conditionalFieldId);
        if (controlling === undefined) {
          if (currentQuestions.has(condition.conditionalFieldId))
            report.structural(`${path}.conditions`, 'staffConfig.flows.errors.conditionRemoved');
        } else if (controlling > here)
          report.structural(`${path}.conditions`, 'staffConfig.flows.errors.conditionOrder');
      }
      rules.extra?.(question, before, path, report);
    });
  });

  for (const step of current.steps)
    if (!seenSteps.has(step.id)) report.structural(`${root}.steps`, 'staffConfig.flows.errors.stepsChanged');
  for (const [identifier, question] of currentQuestions)
    if (!seenQuestions.has(identifier) && protectedIds.has(identifier))
      hitProtected(question, `${root}.removed.${identifier}`);

  return { fieldErrors, protectedHit, structural, invalid };
}
