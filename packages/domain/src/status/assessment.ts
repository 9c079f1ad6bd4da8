import { z } from 'zod';

export const assessmentTypes = ['PSD2', 'MANUAL'] as const;
export const assessmentTypeSchema = /* @__PURE__ */ z.enum(assessmentTypes);
export type AssessmentType = z.infer<typeof assessmentTypeSchema>;

export const processKinds = ['PRELIM', 'LOAN_APPLICATION', 'CORRECTION'] as const;
export const processKindSchema = /* @__PURE__ */ z.enum(processKinds);
export type ProcessKind = z.infer<typeof processKindSchema>;

export const processResults = ['SUCCESS', 'FAILED'] as const;
export const processResultSchema = /* @__PURE__ */ z.enum(processResults);
export type ProcessResult = z.infer<typeof processResultSchema>;

// Selected by the config value leasing_prescore_psd2_type; only GO_CARDLESS picks the second provider.
export const psd2ProviderTypes = ['DEFAULT', 'GO_CARDLESS'] as const;
export const psd2ProviderTypeSchema = /* @__PURE__ */ z.enum(psd2ProviderTypes);
export type Psd2ProviderType = z.infer<typeof psd2ProviderTypeSchema>;
