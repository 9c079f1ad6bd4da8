import type { Flow, LoanApplication } from '@hitelkapu/domain/contracts/application';
import type { Answers } from '@hitelkapu/domain/contracts/preliminary';
import { todayIso } from '@hitelkapu/domain/format/date';
import { checkFlowAnswer } from '@hitelkapu/domain/rules/flow';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { saveAnswer } from './api/application.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** The answers of an application's dynamicData (JSON text); anything unreadable is no answer. */
export function answersOf(application: Pick<LoanApplication, 'dynamicData'>): Answers {
  try {
    const parsed: unknown = JSON.parse(application.dynamicData || '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export interface AnswersState {
  answers: Answers;
  /** Changes an answer on screen; `save` sends it. */
  setAnswer: (key: string, value: string) => void;
  /** Sends an answer if it differs from what the server has; resolves false when it could not be saved. */
  save: (key: string) => Promise<boolean>;
  /** Saves every given answer (before leaving a step); false when one could not be saved. */
  flush: (keys: string[]) => Promise<boolean>;
  /** An answer the server changed itself (an uploaded document list): no save needed. */
  setServerAnswer: (key: string, value: string) => void;
  saveState: SaveState;
  /** The key another tab or device changed since this one last saw it (409). */
  conflictKey: string | null;
  /** Message keys from a refused save (400 fieldErrors), by question. */
  serverErrors: Record<string, string>;
  /** Shows the server's message keys by question (finish refused: steps to complete). */
  addServerErrors: (errors: Record<string, string>) => void;
  /** Starts again from the server's answers (after a conflict). */
  reset: (application: LoanApplication) => void;
}

/**
 * Autosave of the flow's answers (PATCH data). Each key remembers the version the client last
 * saw; saves of one key run one after another so each carries the version the previous one
 * returned. A 409 is shown, never retried: the newer answer elsewhere must not be overwritten.
 */
export function useAnswers(
  application: LoanApplication,
  flow: Pick<Flow, 'steps'> | undefined,
): AnswersState {
  const [answers, setAnswers] = useState<Answers>(() => answersOf(application));
  const latest = useRef<Answers>(answers);
  const saved = useRef<Answers>({ ...answers });
  const versions = useRef<Record<string, number>>({ ...application.answerVersions });
  const queues = useRef(new Map<string, Promise<boolean>>());
  const inFlight = useRef(0);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [conflictKey, setConflictKey] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const applicationId = application.id;

  const setAnswer = useCallback((key: string, value: string) => {
    latest.current = { ...latest.current, [key]: value };
    setAnswers(latest.current);
    setServerErrors(({ [key]: _dropped, ...rest }) => rest);
  }, []);

  const setServerAnswer = useCallback((key: string, value: string) => {
    latest.current = { ...latest.current, [key]: value };
    saved.current = { ...saved.current, [key]: value };
    setAnswers(latest.current);
  }, []);

  const send = useCallback(
    async (key: string): Promise<boolean> => {
      const value = latest.current[key] ?? '';
      if (value === (saved.current[key] ?? '')) return true;
      // The engine's own check first: a value the server would refuse stays on screen with its
      // message and is not sent.
      const invalid = flow ? checkFlowAnswer(flow, key, value, latest.current, todayIso()) : null;
      if (invalid) {
        setServerErrors((previous) => ({ ...previous, [key]: invalid }));
        return false;
      }
      inFlight.current += 1;
      setSaveState('saving');
      try {
        const result = await saveAnswer(applicationId, { key, value, version: versions.current[key] ?? 0 });
        versions.current = { ...versions.current, [key]: result.version };
        saved.current = { ...saved.current, [key]: result.value };
        inFlight.current -= 1;
        if (inFlight.current === 0) setSaveState('saved');
        return true;
      } catch (error) {
        inFlight.current -= 1;
        if (error instanceof ApiError && error.status === 409) {
          setConflictKey(key);
          setSaveState('idle');
          return false;
        }
        const fieldError = error instanceof ApiError ? error.fieldErrors?.[key] : undefined;
        if (fieldError) {
          setServerErrors((previous) => ({ ...previous, [key]: fieldError }));
          setSaveState('idle');
          return false;
        }
        setSaveState('failed');
        return false;
      }
    },
    [applicationId, flow],
  );

  const save = useCallback(
    (key: string) => {
      const previous = queues.current.get(key) ?? Promise.resolve(true);
      const next = previous.then(() => send(key));
      queues.current.set(key, next);
      return next;
    },
    [send],
  );

  const flush = useCallback(
    async (keys: string[]) => (await Promise.all(keys.map((key) => save(key)))).every(Boolean),
    [save],
  );

  const addServerErrors = useCallback((errors: Record<string, string>) => {
    setServerErrors((previous) => ({ ...previous, ...errors }));
  }, []);

  const reset = useCallback((fresh: LoanApplication) => {
    const freshAnswers = answersOf(fresh);
    latest.current = freshAnswers;
    saved.current = { ...freshAnswers };
    versions.current = { ...fresh.answerVersions };
    queues.current = new Map();
    setAnswers(freshAnswers);
    setConflictKey(null);
    setServerErrors({});
    setSaveState('idle');
  }, []);

  return {
    answers,
    setAnswer,
    save,
    flush,
    setServerAnswer,
    saveState,
    conflictKey,
    serverErrors,
    addServerErrors,
    reset,
  };
}
