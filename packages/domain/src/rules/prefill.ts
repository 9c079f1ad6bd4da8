import type { Flow } from '../contracts/application.ts';
import { type Answers, answersSchema } from '../contracts/preliminary.ts';
import { checkFlowAnswer, isCustomerAnswerable } from './flow.ts';

/**
 * Filling a new application from what the customer already told us. Which application
 * question takes which preliminary answer is configuration: the flow question's `prefillFrom`
 * (`preliminary.<identifier>`), so a staff editor changes the mapping, not the code.
 */

const PRELIMINARY_PREFIX = 'preliminary.';

/** The preliminary question a flow question takes its answer from, or null. */
export function preliminarySourceOf(question: { prefillFrom?: string | undefined }): string | null {
  const source = question.prefillFrom;
  return source?.startsWith(PRELIMINARY_PREFIX) ? source.slice(PRELIMINARY_PREFIX.length) : null;
}

/** The answers of an assessment's dynamicData (JSON text); anything unreadable gives none. */
export function answersFromDynamicData(text: string): Answers {
  try {
    const parsed = answersSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * The first answers of a new application: for every question configured with a preliminary
 * source, that answer, in flow order, when the flow engine would accept it as the customer's
 * own (a visible question the customer answers, a valid value: a birth date within the age
 * limits, a past employment start, a forint amount). An answer the engine refuses is left for
 * the customer to give. The customer can change every one of them like any other answer.
 */
export function prefillFromPreliminary(
  flow: Pick<Flow, 'steps'>,
  preliminary: Answers,
  today: string,
): Answers {
  const answers: Answers = {};
  for (const question of flow.steps.flatMap((step) => step.questions)) {
    const source = preliminarySourceOf(question);
    if (source === null || !isCustomerAnswerable(question)) continue;
    const value = preliminary[source];
    if (!value) continue;
    if (checkFlowAnswer(flow, question.identifier, value, answers, today) !== null) continue;
    answers[question.identifier] = value;
  }
  return answers;
}
