import { healthContract } from '../../../shared/contracts/health.contract';
import type { DatabaseHandle } from '../../platform/database/database';
import type { Router } from '../../platform/http/router';

export function registerHealthRoutes(router: Router, database: DatabaseHandle): void {
  const startedAt = Date.now();
  router.route(healthContract, async () => {
    const ok = await database.ping();
    return {
      status: ok ? 200 : 503,
      data: {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: { kind: database.kind, ok },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      },
    };
  });
}
