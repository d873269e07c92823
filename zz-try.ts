import { careersForPerson } from './src/shared/scoring/next-steps';
import type { ScoreResult } from './src/shared/scoring/scoring';
const pct = [60, 55, 50, 70, 80, 65, 40, 45, 52];
const scores = pct.map((p, i) => ({ profileId: (i + 1) as any, percentage: p, raw: 0 })) as any;
const ranking = [...scores].sort((a: any, b: any) => b.percentage - a.percentage).map((s: any) => s.profileId);
const result = { scores, ranking, dominant: ranking[0], secondary: ranking[1], margin: 10, mixed: false, mixedProfiles: [] } as unknown as ScoreResult;
const people = [
  { ageBand: '14-15', schoolStage: '9-ano', situation: 'so-estudo', uf: 'SP' },
  { ageBand: '16-17', schoolStage: 'em-3', situation: 'so-estudo', uf: 'BA' },
  { ageBand: '21-24', schoolStage: 'em-concluido', situation: 'primeiro-emprego', uf: 'PE' },
  { ageBand: null, schoolStage: null, situation: null, uf: null },
] as const;
for (const stage of people) {
  const r = careersForPerson({ result, stage: stage as any, count: 12 });
  console.log('\n=====', JSON.stringify(stage), r.glossary.map((g) => g.acronym).join(','));
  for (const c of r.careers.slice(0, 12)) console.log(`- ${c.name} [${c.matches}]\n   now: ${c.now.join(' | ')}\n   path: ${c.path.join(' | ')}${c.minorNote ? '\n   minor: ' + c.minorNote : ''}`);
}
