/** Whether a request URL is the API's (`/api`, `/api/…`, `/api?…`) rather than a page or an asset. */
export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
