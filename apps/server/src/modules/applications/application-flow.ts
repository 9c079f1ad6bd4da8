import { type Answers, type Flow, visibleFlowQuestionIds } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { loadAgeLimits } from '../offers/regulatory-figures.service.ts';
import { findFlow } from './flow.repository.ts';

/**
 * The flow of an application. Cached with its field configurations and statement wording under
 * `flows:<id>:<age limits>`: a change of the age limits reads the flow under a new key.
 */
export async function loadApplicationFlow(
  db: Pick<Db, 'select'>,
  flowId: string,
  cache: ConfigCache = noConfigCache,
): Promise<Flow> {
  const ageLimits = await loadAgeLimits(db, cache);
  const key = `flows:${flowId}:${ageLimits.min}-${ageLimits.max}`;
  const flow = await cache.read(key, () => findFlow(db, flowId, { ageLimits }));
  if (!flow) throw new Error(`flow '${flowId}' of an application is missing`);
  return flow;
}

export function allQuestions(flow: Pick<Flow, 'steps'>) {
  return flow.steps.flatMap((step) => step.questions);
}

/** Bumps the version of each key written. */
export function bumpVersions(
  versions: Record<string, number>,
  keys: Iterable<string>,
): Record<string, number> {
  const next = { ...versions };
  for (const key of keys) next[key] = (next[key] ?? 0) + 1;
  return next;
}

/**
 * Answers of questions the customer can no longer see (a controlling answer changed) are
 * dropped in the same write, so a hidden answer can never reach scoring (spec §5).
 */
export function pruneInvisibleAnswers(flow: Flow, answers: Answers): { answers: Answers; pruned: string[] } {
  const known = new Set(allQuestions(flow).map((q) => q.identifier));
  const visible = visibleFlowQuestionIds(flow, answers);
  const kept: Answers = {};
  const pruned: string[] = [];
  for (const [key, value] of Object.entries(answers)) {
    if (known.has(key) && !visible.has(key)) pruned.push(key);
    else kept[key] = value;
  }
  return { answers: kept, pruned };
}
