// Registers a person, answers an attentive sheet (a three-way mix), backdates, completes; optionally pays.
import Database from 'better-sqlite3';
import { attentiveAnswerSheet } from '/work/main/src/shared/scoring/attentive-sheet.fixture';
const base = 'http://127.0.0.1:3300/api';
const [,, email, name, profile, pay] = process.argv;
const j = async (method: string, path: string, token?: string, body?: unknown) => {
  const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
};
const reg = await j('POST', '/auth/register', undefined, { name, email, password: 'minhasenha1' });
const token = reg.body.data.token;
const start = await j('POST', '/quiz/start', token, {});
const attemptId = start.body.data.attemptId;
const db = new Database('/tmp/rumo-look/rumo.sqlite');
db.prepare("update quiz_attempts set started_at = ? where id = ?").run(new Date(Date.now() - 20 * 60000).toISOString(), attemptId);
const sheet = attentiveAnswerSheet(Number(profile) as never);
for (const [q, v] of sheet) await j('POST', '/quiz/answer', token, { attemptId, questionOrder: q, value: v });
const done = await j('POST', '/quiz/complete', token, { attemptId });
console.log('complete', done.status, done.body.data?.result?.mixedProfiles?.map((p: any) => p.name), done.body.data?.result?.quality);
if (pay === 'pay') {
  const order = await j('POST', '/payment/create-order', token, { attemptId, paymentMethod: 'pix', document: '529.982.247-25', phone: '(11) 98765-4321' });
  const paid = await j('POST', `/payment/sandbox/orders/${order.body.data.orderId}/pay`, token);
  if (paid.status !== 200) console.log(paid);
  console.log('paid', paid.body.data?.status);
}
console.log(JSON.stringify({ token, attemptId }));
