import type { Platform } from '../../platform/platform';
import { registerHealthRoutes } from './health.routes';

/** GET /api/health: the database answers or not. */
export function createHealthModule(platform: Platform): void {
  registerHealthRoutes(platform.router, platform.database);
}
