import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  findDocumentPrompt,
  findPsd2Field,
  findReadonlyField,
  findSimpleField,
  findSpecialField,
  findStatementPrompt,
} from './flow.repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'errors.application.fieldConfigNotFound');

async function required<T>(found: Promise<T | null>): Promise<T> {
  const value = await found;
  if (value === null) throw notFound();
  return value;
}

/** The field configurations a flow question names (spec §7 "Field configs"). */
export function createFieldConfigService(db: Db) {
  return {
    simpleField: (id: number) => required(findSimpleField(db, id)),
    documentPrompt: (id: number) => required(findDocumentPrompt(db, id)),
    readonlyField: (id: number) => required(findReadonlyField(db, id)),
    specialField: (id: number) => required(findSpecialField(db, id)),
    statementPrompt: (id: number) => required(findStatementPrompt(db, id)),
    psd2Field: (id: number) => required(findPsd2Field(db, id)),
  };
}

export type FieldConfigService = ReturnType<typeof createFieldConfigService>;
