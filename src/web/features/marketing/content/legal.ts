/** Date shown on /terms and /privacy (spec §2). Change it whenever either text changes. */
export const LEGAL_UPDATED_AT = '26 de novembro de 2026';
