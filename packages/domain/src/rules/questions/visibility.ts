import type { Answers, QuestionCondition } from '../../contracts/preliminary.ts';

function conditionHolds(condition: QuestionCondition, answers: Answers): boolean {
  return answers[condition.conditionalFieldId] === condition.conditionalFieldAnswer;
}

/**
 * Conditions are read left to right: each joins the result so far with its own operator
 * (AND or OR). A question without conditions is always shown.
 */
export function areConditionsMet(conditions: readonly QuestionCondition[], answers: Answers): boolean {
  let result = true;
  conditions.forEach((condition, index) => {
    const holds = conditionHolds(condition, answers);
    if (index === 0) result = holds;
    else if (condition.conditionalFieldOperator === 'OR') result = result || holds;
    else result = result && holds;
  });
  return result;
}

/** Any set of steps whose questions carry conditions. */
export interface ConditionalSteps {
  steps: readonly {
    questions: readonly { identifier: string; conditions: readonly QuestionCondition[] }[];
  }[];
}

/**
 * The identifiers of the visible questions of a whole set. A question is visible when its
 * conditions hold on the answers of visible questions only: an answer given to a question
 * that has since been hidden (the customer changed their mind earlier) does not count.
 * Repeats until nothing changes, so the order of questions in the configuration does not matter.
 */
export function visibleQuestionIds(set: ConditionalSteps, answers: Answers): Set<string> {
  const questions = set.steps.flatMap((step) => step.questions);
  let live: Answers = { ...answers };
  let visible = new Set<string>();
  for (let pass = 0; pass <= questions.length; pass += 1) {
    const next = new Set(
      questions.filter((q) => areConditionsMet(q.conditions, live)).map((q) => q.identifier),
    );
    const nextLive: Answers = {};
    for (const [key, value] of Object.entries(answers)) if (next.has(key)) nextLive[key] = value;
    const stable = next.size === visible.size && [...next].every((id) => visible.has(id));
    visible = next;
    live = nextLive;
    if (stable) break;
  }
  return visible;
}

/** Drops answers to questions that are not visible (the customer changed an earlier answer). */
export function withoutHiddenAnswers(set: ConditionalSteps, answers: Answers): Answers {
  const visible = visibleQuestionIds(set, answers);
  return Object.fromEntries(Object.entries(answers).filter(([key]) => visible.has(key)));
}
