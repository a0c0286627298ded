import { access } from '../access';
import { healthCheck } from '../auth';
import { operation } from '../operation';

/** Liveness: what the web's version poller reads. */
export const healthOps = {
  check: operation({
    method: 'GET',
    path: '/health-check',
    summary: 'Liveness and version',
    tags: ['health'],
    access: access.public(),
    answer: healthCheck,
  }),
};
