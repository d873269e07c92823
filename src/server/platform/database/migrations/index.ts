import type { Migration } from 'kysely';
import * as accounts from './0001-accounts';
import * as quiz from './0002-quiz';
import * as payments from './0003-payments';
import * as outboxContact from './0004-outbox-contact';
import * as quizProgress from './0005-quiz-progress';
import * as curriculum from './0006-curriculum';
import * as paymentReviews from './0007-payment-reviews';
import * as passwordResetRequests from './0008-password-reset-requests';
import * as rateLimits from './0009-rate-limits';
import * as sessionFamilies from './0010-session-families';
import * as rolesEmailVerification from './0011-roles-email-verification';
import * as consentRecords from './0012-consent-records';
import * as staffConsole from './0013-staff-console';
import * as profilePick from './0014-profile-pick';
import * as resultSharing from './0015-result-sharing';
import * as accountSecurity from './0016-account-security';
import * as paymentPollsAgeBandGuardian from './0017-payment-polls-age-band-guardian';
import * as accountLinks from './0018-account-links';
import * as lifeStage from './0019-life-stage';
import * as attemptConclusive from './0020-attempt-conclusive';
import * as outboxReferences from './0021-outbox-references';
import * as curriculumTrash from './0022-curriculum-trash';
import * as curriculumReviewLinks from './0023-curriculum-review-links';
import * as curriculumLetters from './0024-curriculum-letters';
import * as curriculumLanguagesCourseHours from './0025-curriculum-languages-course-hours';
import * as curriculumVersionReasons from './0027-curriculum-version-reasons';
import * as educatorRequests from './0028-educator-requests';
import * as schoolClasses from './0029-school-classes';
import * as schoolOrders from './0030-school-orders';

/** Listed explicitly (not read from disk) so the same list works under tsx, bundlers and tests. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-quiz': quiz,
  '0003-payments': payments,
  '0004-outbox-contact': outboxContact,
  '0005-quiz-progress': quizProgress,
  '0006-curriculum': curriculum,
  '0007-payment-reviews': paymentReviews,
  '0008-password-reset-requests': passwordResetRequests,
  '0009-rate-limits': rateLimits,
  '0010-session-families': sessionFamilies,
  '0011-roles-email-verification': rolesEmailVerification,
  '0012-consent-records': consentRecords,
  '0013-staff-console': staffConsole,
  '0014-profile-pick': profilePick,
  '0015-result-sharing': resultSharing,
  '0016-account-security': accountSecurity,
  '0017-payment-polls-age-band-guardian': paymentPollsAgeBandGuardian,
  '0018-account-links': accountLinks,
  '0019-life-stage': lifeStage,
  '0020-attempt-conclusive': attemptConclusive,
  '0021-outbox-references': outboxReferences,
  '0022-curriculum-trash': curriculumTrash,
  '0023-curriculum-review-links': curriculumReviewLinks,
  '0024-curriculum-letters': curriculumLetters,
  '0025-curriculum-languages-course-hours': curriculumLanguagesCourseHours,
  '0027-curriculum-version-reasons': curriculumVersionReasons,
  '0028-educator-requests': educatorRequests,
  '0029-school-classes': schoolClasses,
  '0030-school-orders': schoolOrders,
};
