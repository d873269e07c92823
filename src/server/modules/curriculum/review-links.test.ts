/**
 * A resume's private review links over HTTP (issue 29 item 5, decision 0186):
 * create, list with counts, open signed out (the PDF, its headers, the count),
 * the page, revoke, expiry, the live-link limit, another person's link, the rate
 * limits, and the LGPD export and deletion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewLinkPath } from '../../../shared/constants/app-routes';
import { accountExportContract } from '../../../shared/contracts/account-data.contract';
import { deleteMeContract } from '../../../shared/contracts/auth.contract';
import {
  createReviewLinkContract,
  myReviewLinksContract,
  REVIEW_LINK_DAYS,
  REVIEW_LINK_MESSAGES,
  REVIEW_LINKS_LIVE_MAX,
  reviewLinkContract,
  reviewPdfPath,
  revokeReviewLinkContract,
} from '../../../shared/contracts/curriculum-review.contract';
import { pdfText, squash } from '../../testing/pdf-tools';
import { createTestClock, rawRequest, startTestServer, testDatabaseKind, withoutRequestId, type TestServer } from '../../testing/test-server';
import { minimalWebDist, storedRows } from '../account-data/account-data.test-support';
import { RELAXED_LIMITS, download, expectError, fullCurriculum, payingUser, registerAccount, saveCurriculum, type Account } from './curriculum.test-support';

const DAY_MS = 24 * 3_600_000;
const OWNER = 'Ana Júlia Conceição';

/** Creates a link for `account` and answers its token and id. */
async function newLink(server: TestServer, account: Account): Promise<{ token: string; id: string }> {
  const res = await server.call(createReviewLinkContract, { token: account.token });
  expect(res.status, res.text).toBe(201);
  return { token: res.body.data.token, id: res.body.data.link.id };
}

async function liveLinks(server: TestServer, account: Account) {
  const res = await server.call(myReviewLinksContract, { token: account.token });
  expect(res.status, res.text).toBe(200);
  return res.body.data.links;
}

/** GET /api/review/{token}/pdf, signed out. */
const openPdf = (server: TestServer, token: string) => download(server, null, reviewPdfPath(token));

describe(`review links (${testDatabaseKind})`, () => {
  const clock = createTestClock();
  let server: TestServer;
  let ana: Account;
  let bruno: Account;

  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS, { now: clock.now }, { webDistDir: minimalWebDist() });
    ana = await payingUser(server, OWNER);
    await saveCurriculum(server, ana.token, fullCurriculum({ fullName: OWNER, email: 'ana.julia@exemplo.com.br' }));
    bruno = await payingUser(server, 'Bruno Alves');
    await saveCurriculum(server, bruno.token, fullCurriculum({ fullName: 'Bruno Alves', email: 'bruno@exemplo.com.br' }));
  }, 90_000);
  afterAll(() => server?.close());

  it('creates a link valid for 7 days, lists it with its count, and opens the PDF signed out, counting each opening', async () => {
    const created = await server.call(createReviewLinkContract, { token: ana.token, body: { includes: ['resume'] } });
    expect(created.status, created.text).toBe(201);
    const { link, token } = created.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.includes).toEqual(['resume']);
    expect(new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()).toBe(REVIEW_LINK_DAYS * DAY_MS);
    expect(link.openCount).toBe(0);
    // Only the token's hash is stored.
    const stored = await storedRows<{ token_hash: string }>(server, 'select token_hash from curriculum_review_links where id = ?', [link.id]);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await server.call(myReviewLinksContract, { token: ana.token });
    expect(listed.body.data.maxLive).toBe(REVIEW_LINKS_LIVE_MAX);
    expect(listed.body.data.days).toBe(REVIEW_LINK_DAYS);
    expect(listed.body.data.links.find((each) => each.id === link.id)).toEqual(link);
    expect(JSON.stringify(listed.body)).not.toContain(token);

    const first = await openPdf(server, token);
    expect(first.status).toBe(200);
    expect(first.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toMatch(/^inline; filename="[a-z0-9-]+\.pdf"$/);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    // The resume as it is now: the same bytes as the owner's own download of its saved type and design.
    const owners = await download(server, ana.token, '/api/curriculum/pdf?type=formal&design=modern');
    expect(first.body.equals(owners.body)).toBe(true);
    expect(squash(await pdfText(first.body))).toContain(squash(OWNER));

    await openPdf(server, token);
    // A HEAD (a link checker's) answers the same headers, and opens nothing.
    const head = await rawRequest(server.baseUrl, 'HEAD', reviewPdfPath(token));
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    const after = (await liveLinks(server, ana)).find((each) => each.id === link.id)!;
    expect(after.openCount).toBe(2);
    expect(after.lastOpenedAt).toBe(clock.now().toISOString());
  });

  it('serves the resume as it is at the time of opening, not as it was when the link was made', async () => {
    const { token } = await newLink(server, bruno);
    await saveCurriculum(server, bruno.token, fullCurriculum({ fullName: 'Bruno Alves Mudado', email: 'bruno@exemplo.com.br' }));
    const text = squash(await pdfText((await openPdf(server, token)).body));
    expect(text).toContain('Bruno Alves Mudado');
    await server.call(revokeReviewLinkContract, { token: bruno.token, params: { id: (await liveLinks(server, bruno))[0]!.id } });
  });

  it("answers the page's state and page with nothing of the account: no-store, noindex, no-referrer", async () => {
    const { token, id } = await newLink(server, ana);
    const state = await server.call(reviewLinkContract, { params: { token } });
    expect(state.status, state.text).toBe(200);
    expect(Object.keys(state.body.data).sort()).toEqual(['expiresAt', 'includes']);
    expect(state.headers.get('cache-control')).toBe('no-store');
    expect(state.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    for (const secret of [ana.email, OWNER, 'ana.julia@exemplo.com.br', ana.user.id]) expect(state.text).not.toContain(secret);

    const page = await rawRequest(server.baseUrl, 'GET', reviewLinkPath(token));
    expect(page.status).toBe(200);
    const html = page.body.toString('utf8');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>Currículo para revisão · Rumo</title>');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    for (const secret of [ana.email, OWNER, token, ana.user.id]) expect(html).not.toContain(secret);
    // Reading the page's state is not an opening of the document.
    expect((await liveLinks(server, ana)).find((each) => each.id === id)!.openCount).toBe(0);
  });

  it('answers one and the same 404 for an unknown, a revoked and an expired link, on the PDF, the state and the page', async () => {
    const revoked = await newLink(server, ana);
    const revoke = await server.call(revokeReviewLinkContract, { token: ana.token, params: { id: revoked.id } });
    expect(revoke.status, revoke.text).toBe(200);
    expect((await liveLinks(server, ana)).map((each) => each.id)).not.toContain(revoked.id);

    const expiring = await newLink(server, ana);
    clock.advance(REVIEW_LINK_DAYS * DAY_MS - 60_000);
    expect((await openPdf(server, expiring.token)).status).toBe(200);
    clock.advance(60_000);

    const unknown = 'x'.repeat(43);
    const answers: unknown[] = [];
    for (const token of [unknown, revoked.token, expiring.token, '%20', 'a'.repeat(90)]) {
      const pdf = await server.request('GET', reviewPdfPath(token));
      expect(pdf.status, token).toBe(404);
      expect(pdf.body.message, token).toBe(REVIEW_LINK_MESSAGES.notFound);
      const state = await server.call(reviewLinkContract, { params: { token } });
      expect(state.status, token).toBe(404);
      answers.push(withoutRequestId(state.body));
      const page = await rawRequest(server.baseUrl, 'GET', reviewLinkPath(token));
      expect(page.status, token).toBe(404);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body.toString('utf8')).toContain('<meta name="robots" content="noindex" />');
    }
    expect(answers).toEqual(answers.map(() => answers[0]));
    expect(answers[0]).toMatchObject({ code: 'NOT_FOUND', message: REVIEW_LINK_MESSAGES.notFound });
    // The expired link has left the owner's list; the links made before it went with it.
    expect((await liveLinks(server, ana)).map((each) => each.id)).not.toContain(expiring.id);
  });

  it(`refuses a ${REVIEW_LINKS_LIVE_MAX + 1}th live link with a 409 and its message, and allows one again after a revoke`, async () => {
    for (const link of await liveLinks(server, ana)) await server.call(revokeReviewLinkContract, { token: ana.token, params: { id: link.id } });
    const made: Array<{ token: string; id: string }> = [];
    for (let i = 0; i < REVIEW_LINKS_LIVE_MAX; i++) made.push(await newLink(server, ana));
    expectError(await server.call(createReviewLinkContract, { token: ana.token }), 409, REVIEW_LINK_MESSAGES.tooMany);
    expect(await liveLinks(server, ana)).toHaveLength(REVIEW_LINKS_LIVE_MAX);
    await server.call(revokeReviewLinkContract, { token: ana.token, params: { id: made[0]!.id } });
    await newLink(server, ana);
    // Two at once past the limit: one gets through at most.
    await server.call(revokeReviewLinkContract, { token: ana.token, params: { id: made[1]!.id } });
    const racing = await Promise.all([1, 2].map(() => server.call(createReviewLinkContract, { token: ana.token })));
    expect(racing.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await liveLinks(server, ana)).toHaveLength(REVIEW_LINKS_LIVE_MAX);
  });

  it("answers 404 to a revoke of someone else's link or an unknown id, and the link keeps working", async () => {
    const { token, id } = await newLink(server, bruno);
    expectError(await server.call(revokeReviewLinkContract, { token: ana.token, params: { id } }), 404, REVIEW_LINK_MESSAGES.notFound);
    expectError(
      await server.call(revokeReviewLinkContract, { token: ana.token, params: { id: '3f2a9c1e-7b4d-4e8a-9c2b-1d0e5f6a7b8c' } }),
      404,
      REVIEW_LINK_MESSAGES.notFound,
    );
    expect((await openPdf(server, token)).status).toBe(200);
    expect((await liveLinks(server, ana)).map((each) => each.id)).not.toContain(id);
    // The owner's calls need the builder's access: anonymous 401, unpaid 403.
    expect((await server.call(myReviewLinksContract)).status).toBe(401);
    expect((await server.call(createReviewLinkContract, { token: (await registerAccount(server)).token })).status).toBe(403);
  });

  it('asks for a saved resume before creating a link', async () => {
    const fresh = await payingUser(server, 'Caio Sem Currículo');
    expectError(await server.call(createReviewLinkContract, { token: fresh.token }), 404, REVIEW_LINK_MESSAGES.noCurriculum);
    expect(await liveLinks(server, fresh)).toEqual([]);
  });

  it('is in the LGPD export (without the token) and erased with the account', async () => {
    const person = await payingUser(server, 'Dora Lima Souza');
    await saveCurriculum(server, person.token, fullCurriculum({ fullName: 'Dora Lima Souza', email: 'dora@exemplo.com.br' }));
    const { token, id } = await newLink(server, person);
    await openPdf(server, token);
    const exported = await server.call(accountExportContract, { token: person.token });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.body.data.curriculum?.reviewLinks).toEqual([
      expect.objectContaining({ includes: ['resume'], openCount: 1, revokedAt: null, lastOpenedAt: clock.now().toISOString() }),
    ]);
    expect(exported.text).not.toContain(token);

    const deleted = await server.call(deleteMeContract, { token: person.token, body: { password: person.password } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await storedRows(server, 'select id from curriculum_review_links where id = ?', [id])).toEqual([]);
    expect((await openPdf(server, token)).status).toBe(404);
  });
});

describe(`review links: rate limits (${testDatabaseKind})`, () => {
  let server: TestServer;
  let owner: Account;
  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, RATE_LIMIT_REVIEW_LINK_PER_IP: '4/10', RATE_LIMIT_REVIEW_LINK_PER_LINK: '2/10' });
    owner = await payingUser(server);
    await saveCurriculum(server, owner.token, fullCurriculum());
  }, 90_000);
  afterAll(() => server?.close());

  it('limits the openings per link and per client address with a 429, and counts no refused opening', async () => {
    const a = await newLink(server, owner);
    const b = await newLink(server, owner);
    expect((await openPdf(server, a.token)).status).toBe(200);
    expect((await openPdf(server, a.token)).status).toBe(200);
    const perLink = await openPdf(server, a.token);
    expect(perLink.status).toBe(429);
    expect(Number(perLink.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another link still opens from this address, until the address's own budget is spent.
    expect((await openPdf(server, b.token)).status).toBe(200);
    expect((await server.call(reviewLinkContract, { params: { token: b.token } })).status).toBe(429);
    const counts = Object.fromEntries((await liveLinks(server, owner)).map((each) => [each.id, each.openCount]));
    expect(counts).toEqual({ [a.id]: 2, [b.id]: 1 });
    // Unknown tokens spend the address's budget too: no guessing past it.
    expect((await openPdf(server, 'y'.repeat(43))).status).toBe(429);
  });
});
