import {
  type AgeLimits,
  type DocumentPrompt,
  type Flow,
  type FlowQuestion,
  flowSchema,
  type ReadonlyField,
  type SimpleFieldConfig,
  type SpecialField,
  type StatementPrompt,
  withAgeLimits,
} from '@hitelkapu/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  documentPrompts,
  flowDefinitions,
  psd2Fields,
  readonlyFields,
  type StoredFlowQuestion,
  simpleFields,
  specialFields,
  statementPrompts,
  statements,
} from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;

export interface Psd2Field {
  id: number;
  title: string;
  description: string;
}

export async function findSimpleField(db: Reader, id: number): Promise<SimpleFieldConfig | null> {
  const [row] = await db
    .select({
      id: simpleFields.id,
      fieldType: simpleFields.fieldType,
      label: simpleFields.label,
      hint: simpleFields.hint,
      options: simpleFields.options,
    })
    .from(simpleFields)
    .where(eq(simpleFields.id, id));
  return row ?? null;
}

const documentPromptColumns = {
  id: documentPrompts.id,
  identifier: documentPrompts.identifier,
  title: documentPrompts.title,
  description: documentPrompts.description,
  acceptedTypes: documentPrompts.acceptedTypes,
  maxBytes: documentPrompts.maxBytes,
  maxFiles: documentPrompts.maxFiles,
};

export async function findDocumentPrompt(db: Reader, id: number): Promise<DocumentPrompt | null> {
  const [row] = await db
    .select(documentPromptColumns)
    .from(documentPrompts)
    .where(eq(documentPrompts.id, id));
  return row ?? null;
}

export async function findReadonlyField(db: Reader, id: number): Promise<ReadonlyField | null> {
  const [row] = await db
    .select({ id: readonlyFields.id, label: readonlyFields.label, source: readonlyFields.valueSource })
    .from(readonlyFields)
    .where(eq(readonlyFields.id, id));
  return row ?? null;
}

export async function findSpecialField(db: Reader, id: number): Promise<SpecialField | null> {
  const [row] = await db
    .select({
      id: specialFields.id,
      subtype: specialFields.subtype,
      title: specialFields.title,
      description: specialFields.description,
    })
    .from(specialFields)
    .where(eq(specialFields.id, id));
  return row ?? null;
}

export async function findPsd2Field(db: Reader, id: number): Promise<Psd2Field | null> {
  const [row] = await db
    .select({ id: psd2Fields.id, title: psd2Fields.title, description: psd2Fields.description })
    .from(psd2Fields)
    .where(eq(psd2Fields.id, id));
  return row ?? null;
}

/**
 * Statement prompts with the newest active version of the statement each names: that is
 * the wording the customer reads and whose acceptance is logged.
 */
export async function findStatementPrompts(db: Reader, ids: readonly number[]): Promise<StatementPrompt[]> {
  if (ids.length === 0) return [];
  const prompts = await db
    .select({ id: statementPrompts.id, identifier: statements.identifier })
    .from(statementPrompts)
    .innerJoin(statements, eq(statements.id, statementPrompts.statementId))
    .where(inArray(statementPrompts.id, [...ids]));
  if (prompts.length === 0) return [];
  const versions = await db
    .select({
      id: statements.id,
      identifier: statements.identifier,
      version: statements.version,
      title: statements.title,
      summary: statements.summary,
      body: statements.body,
    })
    .from(statements)
    .where(
      and(
        inArray(
          statements.identifier,
          prompts.map((prompt) => prompt.identifier),
        ),
        eq(statements.isActive, true),
      ),
    )
    .orderBy(desc(statements.version));
  return prompts.flatMap((prompt) => {
    const current = versions.find((version) => version.identifier === prompt.identifier);
    if (!current) return [];
    return [
      {
        id: prompt.id,
        statementId: current.id,
        identifier: current.identifier,
        version: current.version,
        title: current.title,
        summary: current.summary,
        body: current.body,
      },
    ];
  });
}

export async function findStatementPrompt(db: Reader, id: number): Promise<StatementPrompt | null> {
  return (await findStatementPrompts(db, [id]))[0] ?? null;
}

function idsOf(questions: StoredFlowQuestion[], match: (q: StoredFlowQuestion) => boolean): number[] {
  return [...new Set(questions.filter(match).map((q) => q.fieldId))];
}

/**
 * The flow as the domain `Flow`: each question's label, hint and options resolved from its
 * field configuration. Hidden questions stay in the answer (with hidden: true) so client and
 * server drop them the same way; a PSD2 question is shown and answered by the server once the
 * customer's bank account is linked (application-access.ts). A question whose configuration is missing fails loudly: the flow is broken.
 */
export async function findFlow(
  db: Reader,
  id: string,
  options: { ageLimits: AgeLimits },
): Promise<Flow | null> {
  const [row] = await db.select().from(flowDefinitions).where(eq(flowDefinitions.id, id));
  if (!row) return null;
  const questions = row.steps.flatMap((step) => step.questions);
  const kind = (type: StoredFlowQuestion['type']) => (q: StoredFlowQuestion) => q.type === type;
  const isPsd2 = (q: StoredFlowQuestion) => q.type === 'SPECIAL_FIELD' && q.fieldSubtype === 'PSD2';

  // In turn, not at once: the flow may be read inside a transaction (one connection).
  const simple = await lookup(idsOf(questions, kind('SIMPLE_FIELD')), (ids) =>
    db.select().from(simpleFields).where(inArray(simpleFields.id, ids)),
  );
  const documents = await lookup(idsOf(questions, kind('DOCUMENT_PROMPT')), (ids) =>
    db.select().from(documentPrompts).where(inArray(documentPrompts.id, ids)),
  );
  const readonly = await lookup(idsOf(questions, kind('READONLY_FIELD')), (ids) =>
    db.select().from(readonlyFields).where(inArray(readonlyFields.id, ids)),
  );
  const special = await lookup(
    idsOf(questions, (q) => q.type === 'SPECIAL_FIELD' && !isPsd2(q)),
    (ids) => db.select().from(specialFields).where(inArray(specialFields.id, ids)),
  );
  const psd2 = await lookup(idsOf(questions, isPsd2), (ids) =>
    db.select().from(psd2Fields).where(inArray(psd2Fields.id, ids)),
  );
  const prompts = await findStatementPrompts(db, idsOf(questions, kind('STATEMENT_PROMPT')));

  const resolve = (q: StoredFlowQuestion): Pick<FlowQuestion, 'label' | 'hint' | 'options'> => {
    const missing = () =>
      new Error(`flow '${id}': question '${q.identifier}' names a missing ${q.type} ${q.fieldId}`);
    switch (q.type) {
      case 'SIMPLE_FIELD': {
        const field = simple.find((f) => f.id === q.fieldId) ?? throwError(missing());
        return { label: field.label, hint: field.hint, options: field.options };
      }
      case 'DOCUMENT_PROMPT': {
        const prompt = documents.find((f) => f.id === q.fieldId) ?? throwError(missing());
        return { label: prompt.title, hint: prompt.description, options: [] };
      }
      case 'READONLY_FIELD': {
        const field = readonly.find((f) => f.id === q.fieldId) ?? throwError(missing());
        return { label: field.label, hint: null, options: [] };
      }
      case 'STATEMENT_PROMPT': {
        const prompt = prompts.find((f) => f.id === q.fieldId) ?? throwError(missing());
        return { label: prompt.title, hint: prompt.summary, options: [] };
      }
      case 'SPECIAL_FIELD': {
        const field = isPsd2(q)
          ? psd2.find((f) => f.id === q.fieldId)
          : special.find((f) => f.id === q.fieldId);
        if (!field) throw missing();
        return { label: field.title, hint: field.description, options: [] };
      }
    }
  };

  const { ageLimits } = options;
  return flowSchema.parse({
    id: row.id,
    title: row.title,
    steps: row.steps.map((step) => ({
      ...step,
      questions: step.questions.map((q) =>
        withAgeLimits(
          {
            ...q,
            ...resolve(q),
          },
          ageLimits,
        ),
      ),
    })),
  });
}

async function lookup<T>(ids: number[], query: (ids: number[]) => Promise<T[]>): Promise<T[]> {
  return ids.length === 0 ? [] : query(ids);
}

function throwError(error: Error): never {
  throw error;
}
