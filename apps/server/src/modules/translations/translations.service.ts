import { defaultLanguage, supportedLanguages, type TranslationScope } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { findTranslationTokens } from './translations.repository.ts';

/** Resolves a requested language to one we serve; anything unknown falls back to Hungarian. */
export function resolveLanguage(lang: string): string {
  const normalized = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  return (supportedLanguages as readonly string[]).includes(normalized) ? normalized : defaultLanguage;
}

export async function getTranslationTokens(db: Db, lang: string, scope: TranslationScope) {
  const resolved = resolveLanguage(lang);
  const tokens = await findTranslationTokens(db, resolved, scope);
  if (Object.keys(tokens).length > 0 || resolved === defaultLanguage) return tokens;
  return findTranslationTokens(db, defaultLanguage, scope);
}

/** The translation tokens of a language, public (before login) or internal. */
export function createTranslationsService(db: Db) {
  return {
    tokens: (lang: string, scope: TranslationScope) => getTranslationTokens(db, lang, scope),
  };
}

export type TranslationsService = ReturnType<typeof createTranslationsService>;
