import { z } from 'zod';
import { defineContract } from './contract';

export const healthContract = defineContract({
  method: 'GET',
  path: '/health',
  auth: 'none',
  // A load balancer must see the live state.
  cache: 'no-store',
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ kind: z.enum(['sqlite', 'postgres']), ok: z.boolean() }),
    uptimeSeconds: z.number(),
  }),
});
