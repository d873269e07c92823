/**
 * How soon the support team promises to answer. A promise of the team, not an operator's setting: the pages, the
 * page descriptions and the site-config answer all read it here, and a change is a change of copy (with a deploy).
 */
export const SUPPORT_REPLY_TIME = '24 horas úteis';
