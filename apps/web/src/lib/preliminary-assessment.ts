import { getFilterSettings } from '@hitelkapu/domain/contracts/endpoints/offers';
import {
  getMyPreliminaryAssessment,
  submitPreliminaryAssessment as submitPreliminaryAssessmentCall,
} from '@hitelkapu/domain/contracts/endpoints/preliminary';
import type {
  Answers,
  PreliminaryAssessment,
  PreliminaryAssessmentRequest,
} from '@hitelkapu/domain/contracts/preliminary';
import { incomeFieldsFromAnswers } from '@hitelkapu/domain/rules/preliminary';
import type { AssessmentType } from '@hitelkapu/domain/status/assessment';
import { queryOptions } from '@tanstack/react-query';
import { api, endpointQuery } from './api.ts';
import { ApiError } from './api-client.ts';
import { endpointQueryKey } from './endpoint-query.ts';

/**
 * The credit journey's calls that both the wizard and the offers screen make: the slider
 * ranges, the customer's latest assessment and submitting one. Only the lazily loaded credit
 * screens import this file, so its schemas (zod) stay out of the first chunk.
 */

export const filterSettingsQuery = () =>
  endpointQuery(getFilterSettings, undefined, { staleTime: 10 * 60_000 });

/** The customer's latest assessment, or null when there is none yet (404). */
export const myPreliminaryAssessmentQuery = () =>
  queryOptions({
    queryKey: endpointQueryKey(getMyPreliminaryAssessment),
    queryFn: async ({ signal }): Promise<PreliminaryAssessment | null> => {
      try {
        return await api.call(getMyPreliminaryAssessment, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/**
 * The request's income fields come from the answers (salary, salary_commitment,
 * committed_salary); the answers themselves travel as JSON in dynamicData.
 */
export function buildAssessmentRequest(input: {
  amount: number;
  duration: number;
  type: AssessmentType;
  answers: Answers;
}): PreliminaryAssessmentRequest {
  return {
    amount: input.amount,
    duration: input.duration,
    downPayment: 0,
    extraAmount: 0,
    ...incomeFieldsFromAnswers(input.answers),
    type: input.type,
    dynamicData: JSON.stringify(input.answers),
  };
}

/** The stored answers of an assessment (its dynamicData); an unreadable text gives none. */
export function answersOf(assessment: Pick<PreliminaryAssessment, 'dynamicData'>): Answers {
  try {
    const parsed: unknown = JSON.parse(assessment.dynamicData);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Spec §9: the assessment may take up to 120 s (the contract's timeout). */
export async function submitPreliminaryAssessment(
  request: PreliminaryAssessmentRequest,
): Promise<PreliminaryAssessment> {
  return api.call(submitPreliminaryAssessmentCall, { body: request });
}
