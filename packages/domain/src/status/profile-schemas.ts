import { z } from 'zod';
import { loginOutcomes, profileStatuses } from './profile.ts';

export const profileStatusSchema = z.enum(profileStatuses);
export const loginOutcomeSchema = z.enum(loginOutcomes);
