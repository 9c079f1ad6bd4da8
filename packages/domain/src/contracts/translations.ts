import { z } from 'zod';

export const supportedLanguages = ['hu'] as const;
export const defaultLanguage = 'hu';
export const translationScopes = ['public', 'internal'] as const;
export type TranslationScope = (typeof translationScopes)[number];

/** Flat map of translation-token key to text, as served by /api/tokens/{scope}/{lang}. */
export const translationTokensSchema = z.record(z.string(), z.string());
export type TranslationTokens = z.infer<typeof translationTokensSchema>;

export const languageParamSchema = z.object({ lang: z.string().min(2).max(10) });
