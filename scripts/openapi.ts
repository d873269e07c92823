/**
 * Writes the API's OpenAPI 3.1 document, generated from the contracts'
 * registry (src/shared/contracts/registry.ts), to docs/openapi.json:
 *
 *   npm run openapi
 *
 * A unit test fails while the committed file differs from what this writes.
 */
import fs from 'node:fs';
import { openApiJson } from '../src/server/platform/http/openapi';
import { OPENAPI_DOCUMENT_FILE } from '../src/server/platform/http/openapi-file';

fs.writeFileSync(OPENAPI_DOCUMENT_FILE, openApiJson());
console.log(`Wrote ${OPENAPI_DOCUMENT_FILE.pathname}`);
