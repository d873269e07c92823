import { z } from 'zod';
import * as accountData from './account-data.contract';
import * as assessment from './assessment.contract';
import * as auth from './auth.contract';
import * as contact from './contact.contract';
import { DOCX_CONTENT_TYPE, curriculumDocxQuerySchema, curriculumPdfQuerySchema } from './curriculum.contract';
import * as curriculum from './curriculum.contract';
import * as curriculumTrash from './curriculum-trash.contract';
import * as curriculumReview from './curriculum-review.contract';
import * as curriculumLetter from './curriculum-letter.contract';
import * as educator from './educator.contract';
import * as schools from './schools.contract';
import * as schoolLicences from './school-licences.contract';
import { letterFileQuerySchema } from './curriculum-letter.contract';
import { reviewPdfParamsSchema } from './curriculum-review.contract';
import * as health from './health.contract';
import * as payment from './payment.contract';
import * as quiz from './quiz.contract';
import * as results from './results.contract';
import * as staff from './staff.contract';
import type { ApiContract, AuthMode, CachePolicy, HttpMethod } from './contract';

/**
 * The one list of the API (issue 28): every contract, by its operation name,
 * and a descriptor for each /api route that answers something other than a
 * JSON envelope (files, a gateway's shapes, the OpenAPI document itself).
 * The OpenAPI document is generated from it (server: platform/http/openapi.ts);
 * a test fails when the app registers an /api route this list does not name.
 * Server only: the web imports each contract from its own module, never this.
 */

/** A contract module's exports, by name; grouped contracts (the curriculum's item calls) one level or two down. */
function contractsOf(module: Record<string, unknown>): Array<[string, ApiContract]> {
  const found: Array<[string, ApiContract]> = [];
  const visit = (name: string, value: unknown, depth: number) => {
    if (typeof value !== 'object' || value === null || value instanceof z.ZodType) return;
    if ('method' in value && 'path' in value && 'auth' in value && 'data' in value) {
      found.push([name, value as ApiContract]);
      return;
    }
    if (depth < 2) for (const [key, inner] of Object.entries(value)) visit(`${name}${key[0]!.toUpperCase()}${key.slice(1)}`, inner, depth + 1);
  };
  for (const [exportName, value] of Object.entries(module)) visit(exportName.replace(/Contracts?$/, ''), value, 0);
  return found;
}

/** Every contract, by operation name: the export's name without "Contract" (`loginContract` → `login`). */
export const API_CONTRACTS: ReadonlyMap<string, ApiContract> = new Map(
  [
    accountData,
    assessment,
    auth,
    contact,
    curriculum,
    curriculumLetter,
    curriculumReview,
    curriculumTrash,
    educator,
    health,
    payment,
    quiz,
    results,
    schoolLicences,
    schools,
    staff,
  ]
    .flatMap((module) => contractsOf(module))
    // By name: a module's exports are listed in declaration order by some loaders (vite's) and alphabetically by others.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
);

/**
 * Who may call a described route: a contract's access mode, or the secret of
 * a route called by a machine (the gateway's webhook: `?secret=` or the HTTP
 * Basic password; the sandbox's token call: its public key as `?appId=`).
 */
export type FileRouteAuth = AuthMode | 'webhook-secret' | 'public-key';

/** One answer of a described route. */
export interface FileRouteAnswer {
  description: string;
  contentType: string;
  /** The body's shape, when it is JSON. */
  schema?: z.ZodType;
}

/** An /api route registered outside the contract router, described for the OpenAPI document. */
export interface FileRoute {
  operationId: string;
  method: HttpMethod;
  /** Relative to /api, Fastify style, like a contract's. */
  path: string;
  auth: FileRouteAuth;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body, described in words when its schema belongs to the server (the sandbox's card). */
  body?: z.ZodType | { description: string };
  /** The success answers by status; the error answers (our envelope) are listed apart. */
  answers: Record<number, FileRouteAnswer>;
  /** Error statuses answered with the error envelope, beyond those of its access mode. */
  errors: number[];
  /** Cache-Control of a success answer. */
  cache: CachePolicy | 'private, no-store';
}

/** The URL a described route is registered at. */
export const fileRouteUrl = (route: Pick<FileRoute, 'path'>) => `/api${route.path}`;

const PDF = 'application/pdf';
const JSON_TYPE = 'application/json';

export const reportPdfRoute = {
  operationId: 'reportPdf',
  method: 'GET',
  path: '/report/:attemptId/pdf',
  auth: 'user',
  summary: "The paid report's PDF of one of the caller's attempts (the result's pdfUrl).",
  params: z.object({ attemptId: z.uuid() }),
  answers: { 200: { description: 'The PDF, as an attachment.', contentType: PDF } },
  errors: [404, 429, 500, 503],
  cache: 'private, no-store',
} as const satisfies FileRoute;

export const curriculumPdfRoute = {
  operationId: 'curriculumPdf',
  method: 'GET',
  path: '/curriculum/pdf',
  auth: 'curriculum',
  summary: "The caller's resume as a PDF (formal or young, classic or modern design).",
  query: curriculumPdfQuerySchema,
  answers: { 200: { description: 'The PDF, as an attachment.', contentType: PDF } },
  errors: [400, 404, 429, 500, 503],
  cache: 'private, no-store',
} as const satisfies FileRoute;

export const curriculumDocxRoute = {
  operationId: 'curriculumDocx',
  method: 'GET',
  path: '/curriculum/docx',
  auth: 'curriculum',
  summary: "The caller's resume as a Word file (.docx; formal or young, classic or modern design): the PDF's content, in its order.",
  query: curriculumDocxQuerySchema,
  answers: { 200: { description: 'The Word file, as an attachment.', contentType: DOCX_CONTENT_TYPE } },
  errors: [400, 404, 429, 500],
  cache: 'private, no-store',
} as const satisfies FileRoute;

export const curriculumExportRoute = {
  operationId: 'curriculumExport',
  method: 'GET',
  path: '/curriculum/export',
  auth: 'curriculum',
  summary: "The caller's resume as a JSON Resume file (https://jsonresume.org/schema), Rumo's own fields under `x-rumo`.",
  answers: { 200: { description: 'The JSON Resume document, as an attachment.', contentType: JSON_TYPE } },
  errors: [404],
  cache: 'private, no-store',
} as const satisfies FileRoute;

export const letterPdfRoute = {
  operationId: 'curriculumLetterPdf',
  method: 'GET',
  path: '/curriculum/letter/pdf',
  auth: 'curriculum',
  summary:
    "The caller's cover letter as a PDF (classic or modern design), under the header of the resume of `type`. 409 while it is incomplete or a paragraph is still exactly the suggestion.",
  query: letterFileQuerySchema,
  answers: { 200: { description: 'The PDF, as an attachment.', contentType: PDF } },
  errors: [400, 404, 409, 429, 500, 503],
  cache: 'private, no-store',
} as const satisfies FileRoute;

export const letterDocxRoute = {
  operationId: 'curriculumLetterDocx',
  method: 'GET',
  path: '/curriculum/letter/docx',
  auth: 'curriculum',
  summary: "The caller's cover letter as a Word file (.docx), the PDF's content in its order; the same rules as the PDF.",
  query: letterFileQuerySchema,
  answers: { 200: { description: 'The Word file, as an attachment.', contentType: DOCX_CONTENT_TYPE } },
  errors: [400, 404, 409, 429, 500],
  cache: 'private, no-store',
} as const satisfies FileRoute;

export const reviewPdfRoute = {
  operationId: 'reviewPdf',
  method: 'GET',
  path: '/review/:token/pdf',
  auth: 'none',
  summary:
    "The resume's PDF behind a private review link (decision 0186), as it is now, for anyone holding the link; each answer counts one opening. An unknown, revoked or expired link answers the same 404. Sent with no-store, noindex and no-referrer.",
  params: reviewPdfParamsSchema,
  answers: { 200: { description: 'The PDF, inline.', contentType: PDF } },
  errors: [404, 429, 500, 503],
  cache: 'no-store',
} as const satisfies FileRoute;

const gatewayError = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });

export const sandboxTokensRoute = {
  operationId: 'sandboxTokens',
  method: 'POST',
  path: '/payment/sandbox/tokens',
  auth: 'public-key',
  summary:
    "The sandbox gateway's card tokenization, with Pagar.me's request and answer shapes (POST /core/v5/tokens?appId=…); registered only when PAYMENT_GATEWAY is sandbox. Its answers are Pagar.me's, not Rumo's envelope.",
  query: z.object({ appId: z.string().optional() }),
  body: { description: "Pagar.me's card token request: { type: 'card', card: { number, holder_name, exp_month, exp_year, cvv } }." },
  answers: {
    200: { description: "The card token, in Pagar.me's shape ({ id, type, card }).", contentType: JSON_TYPE },
    401: { description: 'The appId is not the sandbox public key.', contentType: JSON_TYPE, schema: gatewayError },
    422: { description: 'The card data is invalid or the test card is refused.', contentType: JSON_TYPE, schema: gatewayError },
  },
  errors: [429],
  cache: 'no-store',
} as const satisfies FileRoute;

export const pagarmeWebhookRoute = {
  operationId: 'pagarmeWebhook',
  method: 'POST',
  path: '/payment/webhooks/pagarme',
  auth: 'webhook-secret',
  summary:
    "Pagar.me's order and charge events; the event is only a hint, the order is read again from Pagar.me. Registered only when PAYMENT_GATEWAY is pagarme.",
  query: z.object({ secret: z.string().optional() }),
  body: { description: 'A Pagar.me v5 event: { id?, type, data: { id?, code?, order?: { id, code? } } }.' },
  answers: {
    200: { description: 'Received.', contentType: JSON_TYPE, schema: z.object({ success: z.literal(true), received: z.literal(true) }) },
  },
  errors: [400, 401],
  cache: 'no-store',
} as const satisfies FileRoute;

export const openApiRoute = {
  operationId: 'openApi',
  method: 'GET',
  path: '/openapi.json',
  auth: 'none',
  summary: 'This document: the API described in OpenAPI 3.1, generated from the contracts.',
  answers: { 200: { description: 'The OpenAPI document.', contentType: JSON_TYPE } },
  errors: [],
  cache: { scope: 'public', maxAgeSeconds: 3600 },
} as const satisfies FileRoute;

export const reviewLetterPdfRoute = {
  operationId: 'reviewLetterPdf',
  method: 'GET',
  path: '/review/:token/letter.pdf',
  auth: 'none',
  summary:
    "The cover letter's PDF behind a private review link that includes it (decision 0189), as it is now; each answer counts one opening. A link without the letter answers the same 404 as a dead one.",
  params: reviewPdfParamsSchema,
  answers: { 200: { description: 'The PDF, inline.', contentType: PDF } },
  errors: [404, 409, 429, 500, 503],
  cache: 'no-store',
} as const satisfies FileRoute;

export const lessonKitPdfRoute = {
  operationId: 'lessonKitPdf',
  method: 'GET',
  path: '/lesson-kit/pdf',
  auth: 'none',
  summary:
    'The "Projeto de Vida" lesson kit to print (issue 30, decision 0198): three 50-minute lesson plans with their activity sheets, A4. Public and the same for everyone.',
  answers: { 200: { description: 'The PDF, as an attachment.', contentType: PDF } },
  errors: [500, 503],
  cache: { scope: 'public', maxAgeSeconds: 3600 },
} as const satisfies FileRoute;

/** Every /api route that does not answer through a contract. */
export const classDashboardCsvRoute = {
  operationId: 'classDashboardCsv',
  method: 'GET',
  path: schools.CLASS_DASHBOARD_CSV_PATH.replace(/^\/api/, () => ''),
  auth: 'user',
  summary: "The teacher's dashboard of one of the caller's classes as a CSV (UTF-8 with BOM, ';'): the same numbers, hidden the same way, no names.",
  params: schools.classDashboardCsvParamsSchema,
  answers: { 200: { description: 'The CSV, as an attachment.', contentType: 'text/csv; charset=utf-8' } },
  errors: [404],
  cache: 'private, no-store',
} as const satisfies FileRoute;

export const FILE_ROUTES: readonly FileRoute[] = [
  classDashboardCsvRoute,
  reportPdfRoute,
  curriculumPdfRoute,
  curriculumDocxRoute,
  curriculumExportRoute,
  letterPdfRoute,
  letterDocxRoute,
  reviewPdfRoute,
  reviewLetterPdfRoute,
  lessonKitPdfRoute,
  sandboxTokensRoute,
  pagarmeWebhookRoute,
  openApiRoute,
];

/**
 * Endpoints the spec declares that no screen of the web app calls (issue 28):
 * kept, and marked in the document (`x-rumo-no-screen`). A test checks this
 * list against the web's imports.
 */
export const NO_SCREEN_OPERATIONS: ReadonlySet<string> = new Set([
  'reportStatus',
  'allProfiles',
  'latestResult',
  'history',
  'historyItem',
  'historyDelete',
  'recentActivity',
  'assessmentQuestions',
  'assessmentSubmit',
]);

/**
 * Operations that count calls against a rate limit (a 429 with Retry-After
 * past it): the limiter's callers in the services, by the route they serve.
 */
export const RATE_LIMITED_OPERATIONS: ReadonlySet<string> = new Set([
  'register',
  'login',
  'forgotPassword',
  'changePassword',
  'updateMe',
  'deleteMe',
  'resendConfirmation',
  'quizStart',
  'quizComplete',
  'assessmentSubmit',
  'assessmentProgressSave',
  'shareByEmail',
  'contact',
  'reviewLink',
]);

/** Operations whose success is a 201 (something was created); every other success is a 200. */
export const CREATED_OPERATIONS: ReadonlySet<string> = new Set([
  'register',
  'contact',
  'createReviewLink',
  ...[...API_CONTRACTS.keys()].filter((name) => /^curriculumItem[A-Z]\w*Create$/.test(name)),
]);

/** Operations that answer their data envelope with a 503 too (the health check of a degraded instance). */
export const DEGRADED_OPERATIONS: ReadonlySet<string> = new Set(['health']);
