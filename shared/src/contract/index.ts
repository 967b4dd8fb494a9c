import { oc } from '@orpc/contract';
import { HealthSchema } from '../schemas/health';
import { userContract } from './user';

/**
 * The whole HTTP API, contract-first. Paths are those of the seeds' call tables; the server mounts
 * them under `/api`.
 */
export const contract = {
  health: oc
    .route({ method: 'GET', path: '/health', tags: ['System'], summary: 'Liveness and the database in use' })
    .output(HealthSchema),
  user: userContract,
};

export type Contract = typeof contract;
