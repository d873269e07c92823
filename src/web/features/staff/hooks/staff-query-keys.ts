import type { StaffEducatorFilter } from '../../../../shared/contracts/educator.contract';
import type { ContactFilter } from '../../../../shared/contracts/staff.contract';

/** Every staff query lives under ['staff'], so the cache of the console can be reached (and cleared) as one. */
export const staffKeys = {
  all: ['staff'] as const,
  orders: ['staff', 'orders'] as const,
  ordersFor: (q: string) => ['staff', 'orders', q] as const,
  reviews: ['staff', 'payment-reviews'] as const,
  contactMessages: ['staff', 'contact-messages'] as const,
  contactMessagesFor: (filter: ContactFilter) => ['staff', 'contact-messages', filter] as const,
  funnel: ['staff', 'funnel'] as const,
  testHealth: ['staff', 'test-health'] as const,
  userFor: (email: string) => ['staff', 'user', email] as const,
  educators: ['staff', 'educators'] as const,
  educatorsFor: (status: StaffEducatorFilter) => ['staff', 'educators', status] as const,
  audit: ['staff', 'audit'] as const,
  schoolOrders: ['staff', 'school-orders'] as const,
};
