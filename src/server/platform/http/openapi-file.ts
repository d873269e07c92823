/** Where the generated OpenAPI document is committed (written by `npm run openapi`). */
export const OPENAPI_DOCUMENT_FILE = new URL('../../../../docs/openapi.json', import.meta.url);
