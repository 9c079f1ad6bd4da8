import { z } from 'zod';

export const fieldTypes = ['INPUT', 'SELECT', 'CHECKBOX', 'RADIO', 'DATE_PICKER'] as const;
export const fieldTypeSchema = /* @__PURE__ */ z.enum(fieldTypes);
export type FieldType = z.infer<typeof fieldTypeSchema>;

export const questionKinds = [
  'SIMPLE_FIELD',
  'STATEMENT_PROMPT',
  'DOCUMENT_PROMPT',
  'READONLY_FIELD',
  'SPECIAL_FIELD',
] as const;
export const questionKindSchema = /* @__PURE__ */ z.enum(questionKinds);
export type QuestionKind = z.infer<typeof questionKindSchema>;

// Subtypes apply only to SPECIAL_FIELD questions.
export const specialFieldSubtypes = ['PSD2', 'KYC', 'EMAIL_CONFIRM'] as const;
export const specialFieldSubtypeSchema = /* @__PURE__ */ z.enum(specialFieldSubtypes);
export type SpecialFieldSubtype = z.infer<typeof specialFieldSubtypeSchema>;

export const specialFormats = ['PHONE', 'HUF'] as const;
export const specialFormatSchema = /* @__PURE__ */ z.enum(specialFormats);
export type SpecialFormat = z.infer<typeof specialFormatSchema>;

// Validation of DATE_PICKER answers, compared with today at day precision. BIRTH_DATE is a
// past date whose age today lies within the question's age limits.
export const dateValidations = ['PAST', 'FUTURE', 'BIRTH_DATE'] as const;
export const dateValidationSchema = /* @__PURE__ */ z.enum(dateValidations);
export type DateValidation = z.infer<typeof dateValidationSchema>;

export const conditionOperators = ['AND', 'OR'] as const;
export const conditionOperatorSchema = /* @__PURE__ */ z.enum(conditionOperators);
export type ConditionOperator = z.infer<typeof conditionOperatorSchema>;
