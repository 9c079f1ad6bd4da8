import { z } from 'zod';

export const statementKinds = ['REGISTRATION', 'CALCULATION', 'CALL_ME_BACK', 'APPLICATION'] as const;
export const statementKindSchema = z.enum(statementKinds);

/** A statement a person accepts (terms, privacy notice); each wording change is a new version. */
export const statementSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  version: z.number().int(),
  kind: statementKindSchema,
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  isRequired: z.boolean(),
});
export type Statement = z.infer<typeof statementSchema>;
