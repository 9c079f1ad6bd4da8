import type { QuestionCondition } from '../../contracts/preliminary.ts';
import type { DateValidation } from '../../status/flow-fields.ts';
import type { AgeLimits } from '../validators.ts';

/**
 * The one step/question model (ARCHITECTURE 5b): the preliminary wizard, the application
 * flow and the leasing prescore describe their questions in it, and one engine answers what
 * is visible, what is wrong, whether a step may be left and how far the customer is.
 * Answers are strings by question identifier, as the contracts carry them.
 */

interface QuestionBase {
  identifier: string;
  /** An optional question may stay empty; an answered one must still be valid. */
  isRequired: boolean;
  /** Shown only while these hold, read left to right (spec §5 "Conditional visibility"). */
  conditions: readonly QuestionCondition[];
  /** The answer that ends the journey (a hard knock-out), or null when none does. */
  knockOutAnswer: string | null;
}

/**
 * What an answer must look like, one validator per kind (the documenso pattern of a
 * discriminated union of field types):
 * - number: digits with or without thousands separators, within min and max when set;
 * - text and phone: free text, phone in `+36 00 000 0000` form; both may carry a pattern;
 * - choice: one of the options; list: a JSON list of options (any values when none are set);
 * - tick: a ticked box, any non-empty answer;
 * - date: `YYYY-MM-DD` against today (PAST, FUTURE, BIRTH_DATE within the age limits);
 * - statement: `true` accepts, `false` declines (a yes/no statement may answer either);
 * - document: a JSON list of uploaded document ids;
 * - readonly: shown, never answered, never blocks;
 * - completion: something done elsewhere (a bank sync, an email confirmation) leaves COMPLETED.
 */
export type QuestionRule =
  | { kind: 'number'; min: number | null; max: number | null; pattern: string | null }
  | { kind: 'text'; pattern: string | null }
  | { kind: 'phone'; pattern: string | null }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'list'; options: readonly string[] }
  | { kind: 'tick' }
  | { kind: 'date'; validation: DateValidation | null; ageLimits?: AgeLimits | undefined }
  | { kind: 'statement'; isChoice: boolean }
  | { kind: 'document' }
  | { kind: 'readonly' }
  | { kind: 'completion' };

export type Question = QuestionBase & QuestionRule;
export type QuestionRuleKind = QuestionRule['kind'];

/** A configured step of questions; time is the estimate in seconds (spec §3 "Question steps"). */
export interface QuestionStep {
  id: string;
  time: number;
  questions: readonly Question[];
}

/**
 * A step that is not configured questions: the wizard's amount and term, its assessment
 * type, the PSD2 bank sync, its summary. Whether it may be left is decided by its owner
 * (a type chosen, a sync finished) and handed to the engine as canLeave.
 */
export interface FixedStep {
  id: string;
  /** Seconds this step adds to the estimate (the wizard counts a minute for each). */
  time: number;
  canLeave: boolean;
}

/**
 * How minutes are shown: the wizard rounds the sum to the nearest minute (spec §4), the
 * application flow rounds up and never says less than a minute.
 */
export interface Timing {
  rounding: 'nearest' | 'up';
  minimumMinutes: number;
}

/** A whole journey: fixed steps, then the question steps, then closing fixed steps. */
export interface Journey {
  before: readonly FixedStep[];
  steps: readonly QuestionStep[];
  after: readonly FixedStep[];
  timing: Timing;
}

/** What sits at a journey index. */
export type JourneyScreen =
  | { kind: 'fixed'; step: FixedStep }
  | { kind: 'questions'; step: QuestionStep; position: number };

export interface JourneyProgress {
  /** Zero-based index of the step shown. */
  current: number;
  total: number;
  totalMinutes: number;
  /** Minutes from the step shown to the end, this step included. */
  minutesLeft: number;
}
