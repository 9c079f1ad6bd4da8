import {
  type CloseCorrection,
  type CompleteCorrection,
  type Correction,
  type FindLatestCorrectionQuery,
  type FlowQuestion,
  formatLongDate,
  type RequestCorrection,
  type ReviewCorrectionState,
  type Todo,
} from '@hitelkapu/domain';
import { correctionReminderAt } from '@hitelkapu/domain/rules/correction-reminders';
import type { Db } from '../../db/client.ts';
import { limits } from '../../lib/abuse-limits.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import type { MultipartFile } from '../../lib/multipart.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { allQuestions, loadApplicationFlow } from '../applications/application-flow.ts';
import {
  type ApplicationRow,
  findDocumentPrompt,
  lockApplication,
} from '../applications/application-records.service.ts';
import {
  addDocumentsToPromptAnswer,
  checkPromptUpload,
  storePromptUpload,
} from '../applications/documents.service.ts';
import { writeCorrectedAnswer } from '../applications/flow-progress.ts';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit.ts';
import { type CustomerRow, findCustomerById } from '../customers/customers.repository.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import { correctionLink } from './correction-reminders.service.ts';
import {
  countOpenTodosOfCustomer,
  finishedSignatureTodos,
  openSignatureTodos,
} from './signature-todos.service.ts';
import {
  type CorrectionRow,
  findAnyApplication,
  findCorrection,
  findCustomerCorrection,
  findLatestCustomerCorrection,
  insertApplicationEvent,
  insertCorrection,
  linkCorrectionDocument,
  listApplicationCorrections,
  listCorrectionDocuments,
  listFinishedCorrections,
  listOpenCorrections,
  toCorrection,
  updateCorrection,
  withdrawOpenCorrections,
} from './todos.repository.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** Where a reviewer may ask for corrections: while the application waits for a person. */
const REVIEW_POSITIONS: readonly ApplicationRow['position'][] = ['UNDER_REVIEW', 'OFFLINE_UNDER_REVIEW'];
const DAY_MS = 24 * 60 * 60 * 1000;

const notFound = () => new AppError('NOT_FOUND', 'errors.correction.notFound');

/** The question a correction may name: an answer the customer gives, or a document prompt. */
function questionFor(questions: FlowQuestion[], kind: Correction['kind'], fieldId: string) {
  const question = questions.find((q) => q.identifier === fieldId && !q.hidden);
  if (!question) return null;
  if (kind === 'DOCUMENT') return question.type === 'DOCUMENT_PROMPT' ? question : null;
  return question.type === 'SIMPLE_FIELD' ? question : null;
}

/** The contract's correction: with its uploads and, for an answer, the answer stored now. */
async function present(db: Executor, row: CorrectionRow, answers: Record<string, string> | null) {
  const documents = (await listCorrectionDocuments(db, [row.id])).get(row.id) ?? [];
  const currentValue = row.kind === 'ANSWER' ? (answers?.[row.fieldId] ?? null) : null;
  return toCorrection(row, documents, currentValue);
}

function toTodo(row: CorrectionRow, now: Date): Todo {
  return {
    id: row.id,
    type: 'CORRECTION',
    status: row.status,
    outcome: row.outcome ?? null,
    applicationId: row.applicationId,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    isOverdue: row.status === 'IN_PROGRESS' && row.dueAt.getTime() < now.getTime(),
    correction: { kind: row.kind, fieldLabel: row.fieldLabel, message: row.message },
  };
}

/**
 * The application listener (registered in app.ts): an application that leaves review (decided,
 * closed, withdrawn, sent back to the contract) turns its open corrections WITHDRAWN, in the
 * move's own transaction.
 */
export async function withdrawCorrectionsOfMovedApplication(
  tx: Executor,
  row: ApplicationRow,
): Promise<void> {
  if (REVIEW_POSITIONS.includes(row.position)) return;
  await withdrawOpenCorrections(tx, row.id, new Date());
}

/** An application's corrections for the staff case, with what the queue shows of them. */
export async function correctionsOfApplication(
  db: Executor,
  row: ApplicationRow,
): Promise<{ corrections: Correction[] } & ReviewCorrectionState> {
  const rows = await listApplicationCorrections(db, row.id);
  const documents = await listCorrectionDocuments(
    db,
    rows.map((r) => r.id),
  );
  const corrections = rows.map((r) =>
    toCorrection(r, documents.get(r.id) ?? [], r.kind === 'ANSWER' ? (row.answers[r.fieldId] ?? null) : null),
  );
  const returned = rows
    .filter((r) => r.status === 'COMPLETED' && r.completedAt)
    .map((r) => r.completedAt?.getTime() ?? 0);
  return {
    corrections,
    returnedAt: returned.length > 0 ? new Date(Math.max(...returned)).toISOString() : null,
    isWaitingForCustomer: rows.some((r) => r.status === 'IN_PROGRESS'),
  };
}

export function createCorrectionsService(
  deps: { db: Db; limiter: RateLimiter; publicUrl: string },
  cache: ConfigCache = noConfigCache,
) {
  const { db } = deps;

  /** The customer's correction and its application, both locked; 404 for anyone else's. */
  async function lockOwn(tx: Transaction, customerId: string, id: string) {
    // The application first, then the correction: the order a decision takes (its move withdraws).
    const found = await findCustomerCorrection(tx, customerId, id);
    if (!found) throw notFound();
    const application = await lockApplication(tx, customerId, found.applicationId);
    const row = await findCustomerCorrection(tx, customerId, id, { forUpdate: true });
    if (!row) throw notFound();
    if (row.status !== 'IN_PROGRESS' || !REVIEW_POSITIONS.includes(application.position))
      throw new AppError('CONFLICT', 'errors.correction.notOpen');
    return { row, application };
  }

  async function presentOwn(customerId: string, row: CorrectionRow): Promise<Correction> {
    const application = await findAnyApplication(db, row.applicationId);
    return present(db, row, application?.customerId === customerId ? application.answers : null);
  }

  return {
    // --- the customer's side ---

    /** Open to-dos of both kinds: corrections IN_PROGRESS and signatures not yet signed. */
    async count(customerId: string) {
      return { count: await countOpenTodosOfCustomer(db, customerId) };
    },

    /** Open corrections and signatures together, the one due soonest first. */
    async actives(customerId: string): Promise<Todo[]> {
      const now = new Date();
      const [open, signatures] = await Promise.all([
        listOpenCorrections(db, customerId),
        openSignatureTodos(db, customerId),
      ]);
      return [...open.map((row) => toTodo(row, now)), ...signatures].sort(
        (a, b) => (a.dueAt ?? '').localeCompare(b.dueAt ?? '') || a.createdAt.localeCompare(b.createdAt),
      );
    },

    /** Finished corrections and signatures together, newest first. */
    async previouses(customerId: string): Promise<Todo[]> {
      const now = new Date();
      const [finished, signatures] = await Promise.all([
        listFinishedCorrections(db, customerId),
        finishedSignatureTodos(db, customerId),
      ]);
      return [...finished.map((row) => toTodo(row, now)), ...signatures].sort((a, b) =>
        b.createdAt.localeCompare(a.createdAt),
      );
    },

    async get(customerId: string, id: string): Promise<Correction> {
      const row = await findCustomerCorrection(db, customerId, id);
      if (!row) throw notFound();
      return presentOwn(customerId, row);
    },

    async findLatest(customerId: string, query: FindLatestCorrectionQuery): Promise<Correction> {
      const row = await findLatestCustomerCorrection(db, customerId, {
        kind: query.source,
        fieldId: query.fieldId,
        id: query.correctionId,
        applicationId: query.loanApplicationId,
      });
      if (!row) throw notFound();
      return presentOwn(customerId, row);
    },

    /**
     * One upload to a DOCUMENT correction, with the checks of the flow's uploads (size, type by
     * content, the prompt's file count); nothing is written on refusal.
     */
    async upload(customer: CustomerRow, id: string, file: MultipartFile | undefined): Promise<Correction> {
      await enforceLimit(deps.limiter, limits.documentUploadsPerCustomer, customer.id);
      const found = await findCustomerCorrection(db, customer.id, id);
      if (!found) throw notFound();
      if (found.kind !== 'DOCUMENT') throw new AppError('CONFLICT', 'errors.correction.notDocumentKind');
      if (found.status !== 'IN_PROGRESS') throw new AppError('CONFLICT', 'errors.correction.notOpen');
      if (!file)
        throw new AppError('VALIDATION_FAILED', 'errors.document.missingFile', {
          file: 'validation.required',
        });
      const application = await findAnyApplication(db, found.applicationId);
      if (!application) throw notFound();
      const flow = await loadApplicationFlow(db, application.flowId, cache);
      const question = questionFor(allQuestions(flow), 'DOCUMENT', found.fieldId);
      const prompt = question ? await findDocumentPrompt(db, question.fieldId) : null;
      if (!prompt) throw new AppError('CONFLICT', 'errors.correction.notOpen');
      const checked = await checkPromptUpload(prompt, file);

      return db.transaction(async (tx) => {
        const { row, application: locked } = await lockOwn(tx, customer.id, id);
        const uploaded = (await listCorrectionDocuments(tx, [row.id])).get(row.id) ?? [];
        if (uploaded.length >= prompt.maxFiles)
          throw new AppError(
            'CONFLICT',
            { key: 'errors.correction.tooManyFiles', values: { maxFiles: prompt.maxFiles } },
            { file: 'validation.tooManyFiles' },
          );
        const document = await storePromptUpload(tx, {
          customerId: customer.id,
          applicationId: locked.id,
          prompt,
          promptIdentifier: row.fieldId,
          fileName: file.fileName,
          content: file.content,
          checked,
        });
        await linkCorrectionDocument(tx, row.id, document.id);
        return present(tx, row, locked.answers);
      });
    },

    /**
     * The customer completes a correction: an ANSWER's value passes the flow engine and replaces
     * the stored answer; a DOCUMENT's uploads join the prompt's answer. The case is back with the
     * reviewer (COMPLETED, returned in the queue).
     */
    async complete(
      customer: CustomerRow,
      id: string,
      input: CompleteCorrection,
      ip: string | null,
    ): Promise<Correction> {
      return db.transaction(async (tx) => {
        const { row, application } = await lockOwn(tx, customer.id, id);
        let written = application;
        if (row.kind === 'ANSWER') {
          written = await writeCorrectedAnswer(
            tx,
            application,
            row.fieldId,
            input.value ?? '',
            { correctionId: row.id, ip },
            cache,
          );
        } else {
          const uploaded = (await listCorrectionDocuments(tx, [row.id])).get(row.id) ?? [];
          if (uploaded.length === 0) throw new AppError('CONFLICT', 'errors.correction.documentMissing');
          written = await addDocumentsToPromptAnswer(
            tx,
            application,
            row.fieldId,
            uploaded.map((document) => document.id),
          );
          await insertApplicationEvent(tx, {
            applicationId: application.id,
            fromPosition: application.position,
            toPosition: application.position,
            actor: 'CUSTOMER',
            actorId: customer.id,
            ip,
            detail: {
              action: 'CORRECTED_DOCUMENTS',
              correctionId: row.id,
              documents: uploaded.map((document) => document.id),
            },
          });
        }
        const completed = await updateCorrection(tx, row.id, {
          status: 'COMPLETED',
          completedAt: new Date(),
        });
        return present(tx, completed, written.answers);
      });
    },

    // --- the reviewer's side ---

    /**
     * A reviewer asks for a corrected answer or a missing document: the customer gets a to-do
     * and a message. One open request per field (409); the application must be under review.
     */
    async request(applicationId: string, input: RequestCorrection, actor: StaffActor): Promise<Correction> {
      try {
        return await db.transaction(async (tx) => {
          const application = await findAnyApplication(tx, applicationId, { forUpdate: true });
          if (!application) throw new AppError('NOT_FOUND', 'errors.reviews.notFound');
          if (!REVIEW_POSITIONS.includes(application.position))
            throw new AppError('CONFLICT', 'errors.correction.applicationNotUnderReview');
          const flow = await loadApplicationFlow(tx, application.flowId, cache);
          const question = questionFor(allQuestions(flow), input.kind, input.fieldId);
          if (!question)
            throw new AppError('VALIDATION_FAILED', 'errors.correction.unknownField', {
              fieldId: 'validation.notExpected',
            });
          const now = new Date();
          const dueAt = new Date(now.getTime() + input.dueInDays * DAY_MS);
          const row = await insertCorrection(tx, {
            applicationId,
            customerId: application.customerId,
            kind: input.kind,
            fieldId: input.fieldId,
            fieldLabel: question.label,
            message: input.message,
            requestedBy: actor.staffId,
            dueAt,
            // Asked inside its reminder window (a short due date): this request's own message,
            // which names the due day, stands for the reminder (docs/decisions/040).
            ...(correctionReminderAt(dueAt).getTime() <= now.getTime() ? { remindedAt: now } : {}),
            createdAt: now,
          });
          await insertApplicationEvent(tx, {
            applicationId,
            fromPosition: application.position,
            toPosition: application.position,
            actor: 'STAFF',
            actorId: actor.staffId,
            ip: actor.ip,
            detail: {
              action: 'CORRECTION_REQUESTED',
              correctionId: row.id,
              kind: row.kind,
              fieldId: row.fieldId,
            },
          });
          const contact = await findCustomerById(tx, application.customerId);
          const recipient = contact?.email ?? contact?.phone;
          if (recipient) {
            await enqueueMessage(tx, {
              channel: contact?.email ? 'EMAIL' : 'SMS',
              recipient,
              template: {
                name: 'correction-requested',
                kind: row.kind,
                fieldLabel: row.fieldLabel,
                dueDate: formatLongDate(row.dueAt),
                link: correctionLink(deps.publicUrl, row),
              },
            });
          }
          await recordStaffAction(tx, actor, {
            action: 'CORRECTION_REQUESTED',
            subjectKind: 'CORRECTION',
            subjectId: row.id,
            before: null,
            after: auditedCorrection(row),
          });
          return present(tx, row, application.answers);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'errors.correction.alreadyOpen');
        throw error;
      }
    },

    async listForApplication(applicationId: string): Promise<Correction[]> {
      const application = await findAnyApplication(db, applicationId);
      if (!application) throw new AppError('NOT_FOUND', 'errors.reviews.notFound');
      return (await correctionsOfApplication(db, application)).corrections;
    },

    /** Cancels an open request: the customer's to-do goes to the finished ones. */
    async cancel(id: string, actor: StaffActor): Promise<Correction> {
      return db.transaction(async (tx) => {
        const row = await findCorrection(tx, id, { forUpdate: true });
        if (!row) throw notFound();
        if (row.status !== 'IN_PROGRESS') throw new AppError('CONFLICT', 'errors.correction.notOpen');
        const cancelled = await updateCorrection(tx, id, {
          status: 'CANCELLED',
          closedAt: new Date(),
          closedBy: actor.staffId,
        });
        return staffEvent(tx, row, cancelled, actor, { action: 'CORRECTION_CANCELLED' });
      });
    },

    /** Closes a completed request with the reviewer's verdict on what the customer sent. */
    async close(id: string, input: CloseCorrection, actor: StaffActor): Promise<Correction> {
      return db.transaction(async (tx) => {
        const row = await findCorrection(tx, id, { forUpdate: true });
        if (!row) throw notFound();
        if (row.status !== 'COMPLETED') throw new AppError('CONFLICT', 'errors.correction.notCompleted');
        const closed = await updateCorrection(tx, id, {
          status: 'CLOSED',
          outcome: input.outcome,
          closedAt: new Date(),
          closedBy: actor.staffId,
        });
        return staffEvent(tx, row, closed, actor, { action: 'CORRECTION_CLOSED', outcome: input.outcome });
      });
    },
  };
}

/** What the staff audit log keeps of a correction. */
const auditedCorrection = (row: CorrectionRow) => ({
  applicationId: row.applicationId,
  kind: row.kind,
  fieldId: row.fieldId,
  message: row.message,
  status: row.status,
  outcome: row.outcome,
  dueAt: row.dueAt,
  closedAt: row.closedAt,
});

/**
 * Logs a reviewer's action on a correction among the application's events and in the staff
 * audit log (before and after); the correction as it is now.
 */
async function staffEvent(
  tx: Transaction,
  before: CorrectionRow,
  row: CorrectionRow,
  actor: StaffActor,
  detail: Record<string, unknown> & { action: string },
): Promise<Correction> {
  await recordStaffAction(tx, actor, {
    action: detail.action,
    subjectKind: 'CORRECTION',
    subjectId: row.id,
    before: auditedCorrection(before),
    after: auditedCorrection(row),
  });
  const application = await findAnyApplication(tx, row.applicationId);
  if (!application) throw notFound();
  await insertApplicationEvent(tx, {
    applicationId: row.applicationId,
    fromPosition: application.position,
    toPosition: application.position,
    actor: 'STAFF',
    actorId: actor.staffId,
    ip: actor.ip,
    detail: { ...detail, correctionId: row.id },
  });
  return present(tx, row, application.answers);
}

export type CorrectionsService = ReturnType<typeof createCorrectionsService>;
