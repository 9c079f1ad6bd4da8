import {
  type ConfigFlow,
  type ConfigFlowList,
  type ConfigFlowSummary,
  type ConfigFlowUpdate,
  type ConfigQuestionSet,
  type ConfigQuestionSetUpdate,
  type Flow,
  type FlowQuestion,
  flowSchema,
  type PreliminaryQuestion,
  type PreliminaryQuestionSet,
  preliminaryQuestionSetSchema,
} from '@hitelkapu/domain';
import { PREFILL_SOURCE_PATTERN } from '@hitelkapu/domain/contracts/application';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  documentPrompts,
  flowDefinitions,
  psd2Fields,
  questionSets,
  readonlyFields,
  type StoredFlowQuestion,
  type StoredFlowStep,
  simpleFields,
  specialFields,
} from '../../db/schema/index.ts';
import type { ConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { loadApplicationFlow } from '../applications/application-flow.ts';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit.ts';
import { checkEdit, type EditOutcome, protectedQuestionsOf, sameJson } from './flow-edit-checks.ts';

type Reader = Pick<Db, 'select'>;
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the editor may not change of a flow question: everything but its wording and required mark. */
const flowLocked = [
  'type',
  'fieldType',
  'fieldId',
  'fieldSubtype',
  'validation',
  'format',
  'isConditional',
  'conditions',
  'isHardKo',
  'koAnswer',
  'hidden',
  'koExplanation',
  'prefillFrom',
] as const satisfies readonly (keyof FlowQuestion)[];

const questionSetLocked = [
  'type',
  'validation',
  'format',
  'conditions',
] as const satisfies readonly (keyof PreliminaryQuestion)[];

/** The wording a flow question takes from its field configuration, by the table that holds it. */
interface FieldWording {
  table: 'simple_fields' | 'document_prompts' | 'readonly_fields' | 'special_fields' | 'psd2_fields';
  id: number;
  label: string;
  hint: string | null;
  options: { value: string; label: string }[];
}

const isPsd2 = (q: Pick<FlowQuestion, 'type' | 'fieldSubtype'>) =>
  q.type === 'SPECIAL_FIELD' && q.fieldSubtype === 'PSD2';

function tableOf(q: FlowQuestion): FieldWording['table'] | null {
  switch (q.type) {
    case 'SIMPLE_FIELD':
      return 'simple_fields';
    case 'DOCUMENT_PROMPT':
      return 'document_prompts';
    case 'READONLY_FIELD':
      return 'readonly_fields';
    case 'SPECIAL_FIELD':
      return isPsd2(q) ? 'psd2_fields' : 'special_fields';
    case 'STATEMENT_PROMPT':
      // A statement's wording is versioned with the statement, and accepted as worded.
      return null;
  }
}

const nullIfBlank = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());

/** A question without the age limits the server fills in when it serves it. */
function withoutAgeLimits<Q extends { ageLimits?: unknown }>(question: Q): Omit<Q, 'ageLimits'> {
  const { ageLimits: _limits, ...rest } = question;
  return rest;
}

function refuse<Q extends { identifier: string; label: string }>(outcome: EditOutcome<Q>): void {
  if (outcome.protectedHit)
    throw new AppError(
      'UNPROCESSABLE',
      {
        key: 'errors.staffConfig.protectedQuestion',
        values: { field: outcome.protectedHit.identifier, label: outcome.protectedHit.label },
      },
      outcome.fieldErrors,
    );
  if (outcome.structural)
    throw new AppError('UNPROCESSABLE', 'errors.staffConfig.flowStructureLocked', outcome.fieldErrors);
  if (outcome.invalid)
    throw new AppError('VALIDATION_FAILED', 'errors.staffConfig.flowInvalid', outcome.fieldErrors);
}

const stale = () =>
  new AppError('CONFLICT', 'errors.staffConfig.flowStale', { version: 'staffConfig.errors.staleVersion' });
const notFound = () => new AppError('NOT_FOUND', 'errors.staffConfig.flowNotFound');

/**
 * The flow and question editor (decision 041), on the pattern of decision 039: a change is
 * made on the version the editor read (409 otherwise), written with its staff audit row in
 * one transaction, and the configuration cache is dropped after the commit so the next
 * customer reads it.
 */
export function createFlowEditorService(deps: { db: Db; cache: ConfigCache }) {
  const { db, cache } = deps;

  /** The answers of the preliminary assessment the application flows take over. */
  async function prefilledIdentifiers(reader: Reader): Promise<Set<string>> {
    const rows = await reader.select({ steps: flowDefinitions.steps }).from(flowDefinitions);
    const names = new Set<string>();
    for (const row of rows)
      for (const step of row.steps)
        for (const question of step.questions)
          if (question.prefillFrom && PREFILL_SOURCE_PATTERN.test(question.prefillFrom))
            names.add(question.prefillFrom.slice('preliminary.'.length));
    return names;
  }

  async function readFlow(reader: Reader, id: string): Promise<ConfigFlow | null> {
    const [row] = await reader
      .select({ version: flowDefinitions.version })
      .from(flowDefinitions)
      .where(eq(flowDefinitions.id, id));
    if (!row) return null;
    // Read afresh, not through the cache: the editor shows what is stored.
    const flow = await loadApplicationFlow(reader, id);
    const identifiers = flow.steps.flatMap((step) => step.questions.map((q) => q.identifier));
    return { flow, version: row.version, protectedQuestions: protectedQuestionsOf('flow', identifiers) };
  }

  async function readQuestionSet(reader: Reader, id: string): Promise<ConfigQuestionSet | null> {
    const [row] = await reader.select().from(questionSets).where(eq(questionSets.id, id));
    if (!row) return null;
    const questionSet = preliminaryQuestionSetSchema.parse({
      id: row.id,
      title: row.title,
      steps: row.steps,
    });
    const identifiers = questionSet.steps.flatMap((step) => step.questions.map((q) => q.identifier));
    return {
      questionSet,
      version: row.version,
      protectedQuestions: protectedQuestionsOf(
        'questionSet',
        identifiers,
        await prefilledIdentifiers(reader),
      ),
    };
  }

  /** The wording each field configuration of a flow holds, by table and id. */
  function wordingOf(flow: Flow): Map<string, FieldWording> {
    const result = new Map<string, FieldWording>();
    for (const q of flow.steps.flatMap((step) => step.questions)) {
      const table = tableOf(q);
      if (!table) continue;
      const key = `${table}:${q.fieldId}`;
      if (result.has(key)) continue;
      result.set(key, { table, id: q.fieldId, label: q.label, hint: q.hint, options: q.options });
    }
    return result;
  }

  async function writeWording(tx: Transaction, wording: FieldWording): Promise<void> {
    const now = new Date();
    switch (wording.table) {
      case 'simple_fields':
        await tx
          .update(simpleFields)
          .set({
            label: wording.label,
            hint: wording.hint,
            options: wording.options,
            source: 'staff',
            updatedAt: now,
          })
          .where(eq(simpleFields.id, wording.id));
        return;
      case 'document_prompts':
        await tx
          .update(documentPrompts)
          .set({ title: wording.label, description: wording.hint ?? '', source: 'staff', updatedAt: now })
          .where(eq(documentPrompts.id, wording.id));
        return;
      case 'readonly_fields':
        await tx
          .update(readonlyFields)
          .set({ label: wording.label, source: 'staff', updatedAt: now })
          .where(eq(readonlyFields.id, wording.id));
        return;
      case 'special_fields':
        await tx
          .update(specialFields)
          .set({ title: wording.label, description: wording.hint ?? '', source: 'staff', updatedAt: now })
          .where(eq(specialFields.id, wording.id));
        return;
      case 'psd2_fields':
        await tx
          .update(psd2Fields)
          .set({ title: wording.label, description: wording.hint ?? '', source: 'staff', updatedAt: now })
          .where(eq(psd2Fields.id, wording.id));
        return;
    }
  }

  const summaryOf = (row: {
    id: string;
    title: string;
    version: number;
    source: 'seed' | 'staff';
    updatedAt: Date;
    steps: { questions: unknown[] }[];
  }): ConfigFlowSummary => ({
    id: row.id,
    title: row.title,
    version: row.version,
    source: row.source,
    updatedAt: row.updatedAt.toISOString(),
    stepCount: row.steps.length,
    questionCount: row.steps.reduce((sum, step) => sum + step.questions.length, 0),
  });

  return {
    async list(): Promise<ConfigFlowList> {
      const flows = await db.select().from(flowDefinitions).orderBy(asc(flowDefinitions.id));
      const sets = await db.select().from(questionSets).orderBy(asc(questionSets.id));
      return { flows: flows.map(summaryOf), questionSets: sets.map(summaryOf) };
    },

    async getFlow(id: string): Promise<ConfigFlow> {
      return (await readFlow(db, id)) ?? throwError(notFound());
    },

    async getQuestionSet(id: string): Promise<ConfigQuestionSet> {
      return (await readQuestionSet(db, id)) ?? throwError(notFound());
    },

    /**
     * A flow's new steps and wording, made on the version the editor read. The stored flow
     * keeps each question's kind, field, checks and conditions; the wording goes to the field
     * configuration the question names, so every flow naming the same field reads it.
     */
    async updateFlow(id: string, input: ConfigFlowUpdate, actor: StaffActor): Promise<ConfigFlow> {
      const changed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(flowDefinitions).where(eq(flowDefinitions.id, id)).for('update');
        if (!row) throw notFound();
        if (row.version !== input.version) throw stale();
        const current = await loadApplicationFlow(tx, id);
        const identifiers = current.steps.flatMap((step) => step.questions.map((q) => q.identifier));
        const protectedIds = new Set(protectedQuestionsOf('flow', identifiers).map((q) => q.identifier));
        const edited: Flow = {
          ...input.flow,
          title: input.flow.title.trim(),
          steps: input.flow.steps.map((step) => ({
            ...step,
            title: step.title.trim(),
            description: nullIfBlank(step.description),
            questions: step.questions.map((q) => ({
              ...q,
              label: q.label.trim(),
              hint: nullIfBlank(q.hint),
            })),
          })),
        };
        const outcome = checkEdit(current, edited, 'flow', protectedIds, {
          locked: flowLocked,
          typeKeys: ['type', 'fieldType', 'fieldSubtype', 'fieldId'],
          requiredKey: 'isRequired',
          extra: (q, before, path, report) => {
            const table = tableOf(before);
            const reworded = q.label !== before.label || q.hint !== before.hint;
            if (!table && reworded)
              report.structural(`${path}.label`, 'staffConfig.flows.errors.statementWording');
            if (table === 'readonly_fields' && q.hint !== before.hint)
              report.structural(`${path}.hint`, 'staffConfig.flows.errors.locked');
            if (table !== 'simple_fields' && table !== 'readonly_fields' && table !== null && q.hint === null)
              report.invalid(`${path}.hint`, 'validation.required');
          },
        });
        refuse(outcome);

        const byIdentifier = new Map(
          current.steps.flatMap((step) => step.questions.map((q) => [q.identifier, q])),
        );
        const stepOf = new Map(current.steps.map((step) => [step.id, step]));
        const steps: StoredFlowStep[] = edited.steps.map((step, index) => ({
          id: step.id,
          rowIndex: current.steps[index]?.rowIndex ?? index,
          title: step.title,
          description: step.description,
          time: stepOf.get(step.id)?.time ?? step.time,
          questions: step.questions.map((q): StoredFlowQuestion => {
            const stored = row.steps
              .flatMap((candidate) => candidate.questions)
              .find((candidate) => candidate.identifier === q.identifier);
            if (!stored)
              throw new Error(`flow '${id}': question '${q.identifier}' vanished while being edited`);
            return { ...stored, isRequired: q.isRequired };
          }),
        }));
        const wordingBefore = wordingOf(current);
        const wordingAfter = new Map<string, FieldWording>();
        for (const q of edited.steps.flatMap((step) => step.questions)) {
          const before = byIdentifier.get(q.identifier);
          const table = before ? tableOf(before) : null;
          if (!before || !table) continue;
          const key = `${table}:${before.fieldId}`;
          const was = wordingBefore.get(key);
          const now: FieldWording = {
            table,
            id: before.fieldId,
            label: q.label,
            hint: q.hint,
            options: q.options,
          };
          if (was && !sameJson(was, now)) wordingAfter.set(key, now);
        }

        // The whole flow as the customer would read it must parse with the domain's flow schema.
        const result = flowSchema.safeParse({
          id: row.id,
          title: edited.title,
          steps: steps.map((step) => ({
            ...step,
            questions: step.questions.map((stored) => {
              const q = edited.steps
                .flatMap((s) => s.questions)
                .find((c) => c.identifier === stored.identifier);
              return { ...stored, label: q?.label, hint: q?.hint ?? null, options: q?.options ?? [] };
            }),
          })),
        });
        if (!result.success)
          throw new AppError(
            'UNPROCESSABLE',
            'errors.staffConfig.flowInvalid',
            Object.fromEntries(
              result.error.issues.map((issue) => [['flow', ...issue.path].join('.'), 'validation.invalid']),
            ),
          );

        const flowChanged = edited.title !== row.title || !sameJson(steps, row.steps);
        if (!flowChanged && wordingAfter.size === 0) return false;
        for (const wording of wordingAfter.values()) await writeWording(tx, wording);
        const [after] = await tx
          .update(flowDefinitions)
          .set({
            title: edited.title,
            steps,
            version: row.version + 1,
            source: 'staff',
            updatedAt: new Date(),
          })
          .where(and(eq(flowDefinitions.id, id), eq(flowDefinitions.version, row.version)))
          .returning();
        if (!after) throw stale();
        await recordStaffAction(tx, actor, {
          action: 'FLOW_CHANGED',
          subjectKind: 'FLOW_DEFINITION',
          subjectId: id,
          before: {
            title: row.title,
            steps: row.steps,
            version: row.version,
            wording: [...wordingAfter.keys()].map((key) => wordingBefore.get(key)),
          },
          after: {
            title: after.title,
            steps: after.steps,
            version: after.version,
            wording: [...wordingAfter.values()],
          },
        });
        return true;
      });
      if (changed) cache.invalidate('all');
      return (await readFlow(db, id)) ?? throwError(notFound());
    },

    /** A preliminary question set's new steps, wording and numeric bounds, made on the version the editor read. */
    async updateQuestionSet(
      id: string,
      input: ConfigQuestionSetUpdate,
      actor: StaffActor,
    ): Promise<ConfigQuestionSet> {
      const changed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(questionSets).where(eq(questionSets.id, id)).for('update');
        if (!row) throw notFound();
        if (row.version !== input.version) throw stale();
        const current = preliminaryQuestionSetSchema.parse({
          id: row.id,
          title: row.title,
          steps: row.steps,
        });
        const identifiers = current.steps.flatMap((step) => step.questions.map((q) => q.identifier));
        const protectedIds = new Set(
          protectedQuestionsOf('questionSet', identifiers, await prefilledIdentifiers(tx)).map(
            (q) => q.identifier,
          ),
        );
        const edited: PreliminaryQuestionSet = {
          ...input.questionSet,
          title: input.questionSet.title.trim(),
          steps: input.questionSet.steps.map((step) => ({
            ...step,
            title: step.title.trim(),
            description: nullIfBlank(step.description),
            questions: step.questions.map((q) => ({
              ...withoutAgeLimits(q),
              label: q.label.trim(),
              hint: nullIfBlank(q.hint),
            })),
          })),
        };
        const outcome = checkEdit(current, edited, 'questionSet', protectedIds, {
          locked: questionSetLocked,
          typeKeys: ['type', 'format'],
          extra: (q, before, path, report) => {
            const bounded = before.type === 'INPUT' && before.validation === null;
            if (!bounded && (q.min !== before.min || q.max !== before.max))
              report.structural(`${path}.min`, 'staffConfig.flows.errors.locked');
            if (q.min !== null && q.max !== null && q.max < q.min)
              report.invalid(`${path}.max`, 'staffConfig.errors.maxBelowMin');
          },
        });
        refuse(outcome);

        const steps = edited.steps.map((step, index) => ({
          ...step,
          rowIndex: current.steps[index]?.rowIndex ?? index,
        }));
        const stored = row.steps.map((step) => ({
          ...step,
          questions: step.questions.map((q) => withoutAgeLimits(q)),
        }));
        if (edited.title === row.title && sameJson(steps, stored)) return false;
        const [after] = await tx
          .update(questionSets)
          .set({
            title: edited.title,
            steps,
            version: row.version + 1,
            source: 'staff',
            updatedAt: new Date(),
          })
          .where(and(eq(questionSets.id, id), eq(questionSets.version, row.version)))
          .returning();
        if (!after) throw stale();
        await recordStaffAction(tx, actor, {
          action: 'QUESTION_SET_CHANGED',
          subjectKind: 'QUESTION_SET',
          subjectId: id,
          before: { title: row.title, steps: row.steps, version: row.version },
          after: { title: after.title, steps: after.steps, version: after.version },
        });
        return true;
      });
      if (changed) cache.invalidate('all');
      return (await readQuestionSet(db, id)) ?? throwError(notFound());
    },
  };
}

function throwError(error: Error): never {
  throw error;
}

export type FlowEditorService = ReturnType<typeof createFlowEditorService>;
