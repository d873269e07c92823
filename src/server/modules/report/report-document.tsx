import type { ReactNode } from 'react';
import { Document, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ProfileContent, ProfileId } from '../../../shared/content/content.schema';
import { ENNEAGRAM_EVIDENCE_LINE, SELF_KNOWLEDGE_FRAME, withHelpLine } from '../../../shared/content/honest-frame';
import { getProfile } from '../../../shared/content/profiles';
import { careersOfFamily, getCareer } from '../../../shared/content/careers/catalogue';
import { CAREER_FAMILIES, CAREER_FAMILY_LABELS } from '../../../shared/content/careers/career.schema';
import { CAREER_LABELS, type CareerSuggestion, type PersonCareers } from '../../../shared/content/careers/career-view';
import { AGE_BAND_LABELS } from '../../../shared/domain/age-band';
import { LIFE_STAGE_MESSAGES, SCHOOL_STAGE_LABELS, SITUATION_LABELS, UF_NAMES, lifePhaseOf, type LifeStage } from '../../../shared/domain/life-stage';
import { PAID_CAREERS, careersForPerson } from '../../../shared/scoring/next-steps';
import { dayInLifeOf, personPortrait } from '../../../shared/scoring/portrait';
import {
  AGAINST_THIS_PROFILE,
  ANSWERS_PART,
  BLEND_PART,
  PERCENTAGE_EXPLAINED,
  PICKED_REASON,
  PORTRAIT_PART,
  PROFILE_ANSWERS_PART,
  PROFILE_EVIDENCE_TITLE,
  describeAnswer,
  describeQuoteProfile,
} from '../../../shared/content/personal/report-phrases';
import type { PlanAction, PlanProfileRef, QuotedAnswer } from '../../../shared/contracts/report.contract';
import { FEMININE_LEVEL, describeLevels, levelOf } from '../../../shared/scoring/level';
import type { PersonalReport } from '../../../shared/scoring/personal-report';
import { joinNames } from '../../../shared/scoring/precision';
import { formatPercentage, rankedScores, type ProfileScore, type ScoreResult } from '../../../shared/scoring/scoring';
import {
  BulletList,
  Callout,
  Chips,
  Heading,
  InitialBadge,
  PDF_COLORS,
  PageFrame as BasePageFrame,
  Paragraph,
  SectionTitle,
  pdfStyles,
  type Accent,
} from '../../platform/pdf/blocks';
import { tint } from '../../platform/pdf/color';

/**
 * The full (paid) report as a @react-pdf document: A4, DejaVu Sans, pt-BR,
 * drawn with the shared blocks of platform/pdf (page frame, headings, lists),
 * whose layout rules apply here too.
 *
 * All text is real text; no images and no emoji (DejaVu has none: a profile's
 * icon is drawn as its initial in a coloured circle). Small blocks use
 * wrap={false}, so a career or a heading is never split from its content.
 */

export { REPORT_LAYOUT_VERSION } from './report-layout';

export interface ReportData {
  firstName: string;
  fullName: string;
  /** ISO timestamp of when the test was completed. */
  completedAt: string;
  attemptId: string;
  result: ScoreResult;
  /** The parts from the person's own answers (scoring/personal-report.ts): reading order, quotes, blend, plan. */
  personal: PersonalReport;
  /** The owner's answers about their stage of life (issue 27): Part 5's careers and steps are written for it. */
  stage: LifeStage;
  /** ISO timestamp shown as "Relatório gerado em"; defaults to the moment of rendering. */
  generatedAt?: string;
}

// ---------------------------------------------------------------------------
// Formatting helpers

const MUTED = PDF_COLORS.muted;
const RULE = PDF_COLORS.rule;
const TRACK = '#eef0f4';

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

/** "2026-11-12T15:00:00Z" -> "12 de novembro de 2026" */
function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** The name in the running header: long names (up to 120 characters) shortened to first and last name. */
function headerName(fullName: string): string {
  const HEADER_NAME_MAX = 48;
  if (fullName.length <= HEADER_NAME_MAX) return fullName;
  const words = fullName.trim().split(/\s+/);
  return `${words[0] ?? ''} ${words[words.length - 1] ?? ''}`.trim();
}

function scoreOf(result: ScoreResult, id: ProfileId): ProfileScore {
  const score = result.scores.find((candidate) => candidate.profileId === id);
  if (!score) throw new Error(`Score for profile ${id} is missing`);
  return score;
}

/** "What the score means for you", by level (the one rule, scoring/level.ts); position is the 1-based rank. */
function meaningOf(result: ScoreResult, id: ProfileId, position: number): string {
  const value = formatPercentage(scoreOf(result, id).percentage);
  const level = levelOf(result, id);
  if (position === 1 && (level !== 'alto' || result.mixed)) {
    return (
      `Este perfil ficou na frente, com ${value}, mas não se destaca o bastante dos seguintes para ser lido sozinho. ` +
      'Leia junto com os próximos: juntos, eles falam mais de você do que um só.'
    );
  }
  switch (level) {
    case 'alto':
      return `Com ${value}, bem acima da sua média nos nove perfis, este perfil se destaca nas suas respostas. É provável que você se reconheça em boa parte dele.`;
    case 'médio':
      return `Com ${value}, perto da sua média nos nove perfis, este perfil aparece em você de forma moderada. Algumas partes combinam com você, outras nem tanto.`;
    case 'baixo':
      return `Com ${value}, bem abaixo da sua média nos nove perfis, este perfil aparece pouco nas suas respostas hoje. Isso não é defeito: são habilidades que você pode treinar, se quiser.`;
  }
}

/** A description's first sentence: what the profile is, in one line (the nine's summaries; the profiles in front have their part). */
function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end < 0 ? text : text.slice(0, end + 1);
}

/** "1º lugar · perfil principal"; in a perfil misto (precision.ts) its profiles are "perfil misto", with no single main one. */
function rankLabel(result: ScoreResult, id: ProfileId, position: number): string {
  if (result.mixed) return result.mixedProfiles.includes(id) ? `${position}º lugar · perfil misto` : `${position}º lugar`;
  if (position === 1) return '1º lugar · perfil principal';
  if (position === 2) return '2º lugar · perfil secundário';
  return `${position}º lugar`;
}

function profileTitle(profile: Pick<ProfileContent, 'name' | 'careerName'>): string {
  return `${profile.name} · ${profile.careerName}`;
}

function secondaryIntro(dominant: ProfileContent, secondary: ProfileContent, margin: number): string {
  if (margin === 0) return `O perfil ${secondary.name} empatou com o perfil ${dominant.name} nas suas respostas.`;
  const points = margin.toFixed(1).replace('.', ',');
  return `Logo depois do perfil ${dominant.name} vem o perfil ${secondary.name}, a ${points} ${margin === 1 ? 'ponto' : 'pontos'} de distância.`;
}

/** "conhecimento e curiosidade": the first two core values, lowercased. */
function valuesPhrase(profile: ProfileContent): string {
  return profile.coreValues
    .slice(0, 2)
    .map((value) => value.charAt(0).toLowerCase() + value.slice(1))
    .join(' e ');
}

function daysLabel(days: PlanAction['days']): string {
  return `Até ${days} dias`;
}

// ---------------------------------------------------------------------------
// Styles

/** The shared text and layout styles (platform/pdf/blocks), plus the report's own. */
const styles = {
  ...pdfStyles,
  ...StyleSheet.create({
    // Cover
    coverBar: { position: 'absolute', top: 0, bottom: 0, left: 0, width: 12 },
    coverTitle: { fontSize: 34, fontWeight: 'bold', lineHeight: 1.15, marginTop: 20, marginBottom: 8 },
    coverName: { fontSize: 18, lineHeight: 1.3, marginBottom: 4 },
    coverDate: { fontSize: 10, color: MUTED, marginBottom: 24 },
    coverCard: { flexDirection: 'row', alignItems: 'center', padding: 18, borderRadius: 6, marginBottom: 12 },
    coverCardBody: { flex: 1, marginLeft: 16 },
    coverProfile: { fontSize: 20, fontWeight: 'bold', lineHeight: 1.2 },
    coverCareer: { fontSize: 12, lineHeight: 1.3, color: '#374151' },
    coverPercent: { fontSize: 26, fontWeight: 'bold', lineHeight: 1.1, textAlign: 'right' },
    coverPercentLabel: { fontSize: 8, color: MUTED, textAlign: 'right' },
    topThree: { flexDirection: 'row', marginTop: 4 },
    topThreeItem: { flex: 1, flexDirection: 'row', alignItems: 'center', padding: 8, borderWidth: 0.75, borderColor: RULE, borderRadius: 4 },
    topThreeName: { fontSize: 10, fontWeight: 'bold', lineHeight: 1.25 },
    topThreeMeta: { fontSize: 8, color: MUTED, lineHeight: 1.3 },
    tocRow: { flexDirection: 'row', paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: RULE },
    tocNumber: { width: 22, fontSize: 10, fontWeight: 'bold' },
    tocText: { flex: 1, fontSize: 10, lineHeight: 1.3 },

    // Score chart
    chartRow: { flexDirection: 'row', alignItems: 'center', marginBottom: 7 },
    chartRank: { width: 18, fontSize: 9, color: MUTED },
    chartLabel: { width: 150, paddingRight: 8 },
    chartName: { fontSize: 9.5, lineHeight: 1.25 },
    chartCareer: { fontSize: 8, lineHeight: 1.25, color: MUTED },
    chartTrack: { flex: 1, height: 13, borderRadius: 3, backgroundColor: TRACK },
    chartBar: { height: 13, borderRadius: 3 },
    chartValue: { width: 48, fontSize: 10, textAlign: 'right' },

    // Profile summaries
    summary: { flexDirection: 'row', paddingVertical: 10, borderBottomWidth: 0.5, borderBottomColor: RULE },
    summaryBody: { flex: 1, marginLeft: 12 },
    summaryTop: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', marginBottom: 3 },
    summaryTitle: { fontSize: 11.5, fontWeight: 'bold', lineHeight: 1.3 },
    summaryRank: { fontSize: 8, color: MUTED, lineHeight: 1.3 },
    summaryPercent: { fontSize: 12, fontWeight: 'bold', lineHeight: 1.2, textAlign: 'right' },
    summaryLevel: { fontSize: 8, lineHeight: 1.3, textAlign: 'right' },
    summaryText: { fontSize: 9.5, lineHeight: 1.45, marginBottom: 4 },

    // Dominant in depth
    scenarioBox: { padding: 12, borderRadius: 4, borderLeftWidth: 3, marginBottom: 6 },
    scenarioText: { fontSize: 10, lineHeight: 1.6, fontStyle: 'italic' },
    person: { marginBottom: 6 },

    // Secondary / comparison
    compareHead: { padding: 8, borderRadius: 4, marginBottom: 6 },
    compareHeadText: { fontSize: 10.5, fontWeight: 'bold', lineHeight: 1.3, color: '#ffffff' },
    compareHeadSub: { fontSize: 8.5, lineHeight: 1.3, color: '#ffffff' },

    // Plan
    step: { flexDirection: 'row', marginBottom: 10 },
    stepNumber: { width: 26, height: 26, borderRadius: 13, justifyContent: 'center', alignItems: 'center', marginRight: 10 },
    stepNumberText: { fontSize: 11, fontWeight: 'bold', color: '#ffffff' },
    stepBody: { flex: 1 },
    stepDays: { fontSize: 8, fontWeight: 'bold', letterSpacing: 0.4, textTransform: 'uppercase', marginBottom: 1 },
    area: { flex: 1, padding: 10, borderRadius: 4, marginBottom: 8 },

    // Careers
    career: { paddingLeft: 9, borderLeftWidth: 2, marginBottom: 12 },
    careerName: { fontSize: 10.5, fontWeight: 'bold', lineHeight: 1.3 },
    careerFamily: { fontSize: 8, lineHeight: 1.3, color: MUTED, marginBottom: 3 },
    careerText: { fontSize: 9, lineHeight: 1.45, marginBottom: 1.5 },
    careerLabel: { fontWeight: 'bold' },
    careerSub: { fontSize: 8, fontWeight: 'bold', letterSpacing: 0.4, textTransform: 'uppercase', lineHeight: 1.3, marginTop: 3, marginBottom: 1.5 },
    careerItemRow: { flexDirection: 'row', marginBottom: 1.5 },
    careerItemDot: { width: 3, height: 3, borderRadius: 1.5, marginTop: 4.5, marginRight: 6 },
    careerItemNumber: { width: 14, fontSize: 9, fontWeight: 'bold', lineHeight: 1.45 },
    careerItemText: { flex: 1, fontSize: 9, lineHeight: 1.45 },
    careerCode: { fontSize: 8, lineHeight: 1.3, color: MUTED, marginTop: 1 },
    appendixText: { fontSize: 8.5, lineHeight: 1.45, marginBottom: 4 },

    // The person's own answers
    quote: { paddingLeft: 10, borderLeftWidth: 3, marginBottom: 10 },
    quoteText: { fontSize: 10.5, lineHeight: 1.45, fontStyle: 'italic', marginBottom: 2 },
    quoteMeta: { fontSize: 8.5, lineHeight: 1.3, color: MUTED, marginBottom: 2 },
    quoteGloss: { fontSize: 10, lineHeight: 1.5 },
    blendTitle: { fontSize: 11, fontWeight: 'bold', lineHeight: 1.3, marginBottom: 3 },
    stepReason: { fontSize: 8.5, lineHeight: 1.35, color: MUTED, marginBottom: 2 },
    answerRow: { paddingVertical: 2.5, borderBottomWidth: 0.5, borderBottomColor: RULE },
    answerText: { fontSize: 9, lineHeight: 1.35 },

    // Closing
    flowingSection: { marginTop: 30 },
    closingMeta: { marginTop: 24, paddingTop: 10, borderTopWidth: 0.5, borderTopColor: RULE },
  }),
};

// ---------------------------------------------------------------------------
// Building blocks

/** Every page of the report: the running header with the person's name, the footer with page numbers. */
function PageFrame({ data, accent, children }: { data: ReportData; accent: Accent; children: ReactNode }) {
  return (
    <BasePageFrame
      running={{
        title: 'Rumo · Relatório completo',
        meta: headerName(data.fullName),
        footer: 'Autoconhecimento para escolher o seu caminho',
        color: accent.color,
      }}
    >
      {children}
    </BasePageFrame>
  );
}

/** A profile's icon for print: its initial in a circle of its colour. */
function ProfileBadge({ profile, size }: { profile: Pick<ProfileContent, 'name' | 'color'>; size: number }) {
  return <InitialBadge letter={profile.name.charAt(0)} color={profile.color} size={size} />;
}

/** One of the person's answers, quoted verbatim: the statement, the answer given and its profile, then what it shows. */
function Quote({ quote }: { quote: QuotedAnswer }) {
  const profile = getProfile(quote.profileId as ProfileId);
  return (
    <View style={[styles.quote, { borderLeftColor: profile.color }]} wrap={false}>
      <Text style={styles.quoteText}>“{quote.text}”</Text>
      <Text style={styles.quoteMeta}>
        {describeAnswer(quote.answerLabel)} {describeQuoteProfile(quote.kind, profile.name)}
      </Text>
      <Text style={styles.quoteGloss}>{quote.gloss}</Text>
    </View>
  );
}

// ---------------------------------------------------------------------------
// Cover

const contents = (personal: PersonalReport, mixed: boolean) => [
  'Seus 9 perfis e o que cada número quer dizer',
  'O que pesou nas suas respostas e como os seus perfis se combinam',
  mixed ? `Os ${personal.inDepth.length} perfis do seu perfil misto, em profundidade` : 'O perfil da frente em profundidade, e o que veio depois',
  'Seu plano para os próximos 90 dias, a partir das suas respostas',
  'Carreiras para você, com o que dá para fazer agora',
  'Como ler este relatório e os seus limites',
];

function TopThree({ result }: { result: ScoreResult }) {
  return (
    <View style={{ marginTop: 10 }} wrap={false}>
      <Text style={styles.label}>Seus três perfis mais fortes</Text>
      <View style={styles.topThree}>
        {result.ranking.slice(0, 3).map((id, index) => {
          const profile = getProfile(id);
          return (
            <View key={id} style={[styles.topThreeItem, index > 0 ? { marginLeft: 10 } : {}]}>
              <ProfileBadge profile={profile} size={26} />
              <View style={{ marginLeft: 8, flex: 1 }}>
                <Text style={[styles.topThreeName, { color: profile.color }]}>{profile.name}</Text>
                <Text style={styles.topThreeMeta}>
                  {profile.careerName} · {formatPercentage(scoreOf(result, id).percentage)}
                </Text>
              </View>
            </View>
          );
        })}
      </View>
    </View>
  );
}

/** A "perfil misto" (scoring/precision.ts): its 2 or 3 profiles together, in reading order, as one verdict, with how clear it is in words. */
function MixedCover({ data, accent }: { data: ReportData; accent: Accent }) {
  const profiles = data.personal.order.map((id) => getProfile(id));
  return (
    <View wrap={false}>
      <View style={[styles.coverCard, { backgroundColor: accent.soft, flexDirection: 'column', alignItems: 'stretch' }]}>
        <Text style={[styles.label, { color: accent.color }]}>Seu perfil misto</Text>
        {profiles.map((profile) => (
          <View key={profile.id} style={{ flexDirection: 'row', alignItems: 'center', marginTop: 8 }}>
            <ProfileBadge profile={profile} size={34} />
            <View style={styles.coverCardBody}>
              <Text style={[styles.coverProfile, { color: profile.color, fontSize: 16 }]}>{profile.name}</Text>
              <Text style={styles.coverCareer}>{profile.careerName}</Text>
            </View>
            <Text style={[styles.coverPercent, { color: profile.color, fontSize: 18 }]}>
              {formatPercentage(scoreOf(data.result, profile.id as ProfileId).percentage)}
            </Text>
          </View>
        ))}
      </View>
    </View>
  );
}

function Cover({ data, accent }: { data: ReportData; accent: Accent }) {
  const { result, personal } = data;
  const lead = getProfile(personal.order[0]!);
  const score = scoreOf(result, lead.id as ProfileId);
  return (
    <PageFrame data={data} accent={accent}>
      <View style={[styles.coverBar, { backgroundColor: accent.color }]} fixed />
      <Text style={[styles.kicker, { color: accent.color, marginTop: 12 }]}>Rumo · Seu jeito de ser, suas preferências e seus interesses</Text>
      <Text style={styles.coverTitle}>Relatório completo</Text>
      {/* Names go up to 120 characters: long ones get a smaller size so the cover stays one page. */}
      <Text style={[styles.coverName, data.fullName.length > 40 ? { fontSize: 14 } : {}]}>{data.fullName}</Text>
      <Text style={styles.coverDate}>Teste concluído em {formatDate(data.completedAt)}</Text>

      {result.mixed ? (
        <MixedCover data={data} accent={accent} />
      ) : (
        <View style={[styles.coverCard, { backgroundColor: accent.soft }]} wrap={false}>
          <ProfileBadge profile={lead} size={64} />
          <View style={styles.coverCardBody}>
            <Text style={[styles.label, { color: accent.color }]}>Seu perfil principal</Text>
            <Text style={[styles.coverProfile, { color: accent.color }]}>{lead.name}</Text>
            <Text style={styles.coverCareer}>{lead.careerName}</Text>
          </View>
          <View style={{ alignItems: 'flex-end' }}>
            <Text style={[styles.coverPercent, { color: accent.color }]}>{formatPercentage(score.percentage)}</Text>
            <Text style={styles.coverPercentLabel}>de compatibilidade</Text>
          </View>
        </View>
      )}
      <Callout accent={accent}>
        {personal.clarity.text}
        {personal.orderNote ? ` ${personal.orderNote}` : ''}
      </Callout>
      {result.mixed ? null : <TopThree result={result} />}

      <Text style={[styles.h2, { marginTop: 16 }]}>{data.firstName}, este relatório é seu</Text>
      <Text style={styles.body}>
        Ele foi montado a partir das suas respostas: as frases que mais pesaram, os seus nove perfis, os perfis da frente em detalhes, um plano e as carreiras
        para explorar. Leia com calma, anote o que fizer sentido e converse sobre ele com quem você confia.
      </Text>
      <View style={{ marginTop: 6 }} wrap={false}>
        {contents(personal, result.mixed).map((item, index) => (
          <View key={index} style={styles.tocRow}>
            <Text style={[styles.tocNumber, { color: accent.color }]}>{index + 1}</Text>
            <Text style={styles.tocText}>{item}</Text>
          </View>
        ))}
      </View>
    </PageFrame>
  );
}

// ---------------------------------------------------------------------------
// Seus 9 perfis

function ScoreChart({ result }: { result: ScoreResult }) {
  return (
    <View style={{ marginTop: 4, marginBottom: 6 }} wrap={false}>
      {result.ranking.map((id, index) => {
        const profile = getProfile(id);
        const score = scoreOf(result, id);
        const isTop = result.mixed ? result.mixedProfiles.includes(id) : index < 2;
        return (
          <View key={id} style={styles.chartRow}>
            <Text style={styles.chartRank}>{index + 1}º</Text>
            <View style={styles.chartLabel}>
              <Text style={[styles.chartName, isTop ? styles.bold : {}]}>{profile.name}</Text>
              <Text style={styles.chartCareer}>{profile.careerName}</Text>
            </View>
            <View style={styles.chartTrack}>
              <View style={[styles.chartBar, { width: `${Math.max(0, Math.min(100, score.percentage))}%`, backgroundColor: profile.color }]} />
            </View>
            <Text style={[styles.chartValue, isTop ? styles.bold : {}]}>{formatPercentage(score.percentage)}</Text>
          </View>
        );
      })}
    </View>
  );
}

function ProfileSummary({ data, profile, score, position }: { data: ReportData; profile: ProfileContent; score: ProfileScore; position: number }) {
  const { result, personal } = data;
  const level = FEMININE_LEVEL[levelOf(result, score.profileId)];
  const inDepth = personal.inDepth.includes(score.profileId);
  const quote = personal.profileQuotes.find((entry) => entry.profileId === score.profileId)?.quote ?? null;
  return (
    <View style={styles.summary} wrap={false}>
      <ProfileBadge profile={profile} size={30} />
      <View style={styles.summaryBody}>
        <View style={styles.summaryTop}>
          <View>
            <Text style={[styles.summaryTitle, { color: profile.color }]}>{profileTitle(profile)}</Text>
            <Text style={styles.summaryRank}>{rankLabel(result, score.profileId, position)}</Text>
          </View>
          <View>
            <Text style={[styles.summaryPercent, { color: profile.color }]}>{formatPercentage(score.percentage)}</Text>
            <Text style={[styles.summaryLevel, { color: MUTED }]}>Compatibilidade {level}</Text>
          </View>
        </View>
        {inDepth ? (
          <Text style={styles.summaryText}>Este perfil aparece em detalhe na Parte 3.</Text>
        ) : (
          <>
            <Text style={styles.summaryText}>{firstSentence(profile.description)}</Text>
            <Text style={styles.summaryText}>
              <Text style={styles.bold}>Pontos fortes: </Text>
              {profile.strengths.slice(0, 3).join(' · ')}
            </Text>
          </>
        )}
        {quote ? (
          <Text style={styles.summaryText}>
            <Text style={styles.bold}>Uma resposta sua: </Text>“{quote.text}” {describeAnswer(quote.answerLabel)}
            {quote.kind === 'contrast' ? ` ${AGAINST_THIS_PROFILE}` : ''} {quote.gloss}
          </Text>
        ) : null}
        <Text style={[styles.summaryText, { marginBottom: 0 }]}>
          <Text style={styles.bold}>O que isso significa para você: </Text>
          {meaningOf(result, score.profileId, position)}
        </Text>
      </View>
    </View>
  );
}

function ProfilesSection({ data, accent }: { data: ReportData; accent: Accent }) {
  return (
    <PageFrame data={data} accent={accent}>
      <SectionTitle
        kicker="Parte 1"
        title="Seus 9 perfis"
        accent={accent}
        intro="Cada barra mostra o quanto as suas respostas combinam com um dos nove perfis. Os perfis estão em ordem, do mais forte para o menos presente. Todo mundo tem um pouco de cada um."
      />
      <ScoreChart result={data.result} />
      <View wrap={false}>
        <Text style={[styles.label, { marginTop: 4 }]}>{PERCENTAGE_EXPLAINED.title}</Text>
        <Text style={styles.body}>{PERCENTAGE_EXPLAINED.text}</Text>
      </View>
      <Text style={styles.small}>{describeLevels()}</Text>
      <Heading>Um olhar sobre cada perfil</Heading>
      {rankedScores(data.result).map((score, index) => (
        <ProfileSummary key={score.profileId} data={data} profile={getProfile(score.profileId)} score={score} position={index + 1} />
      ))}
    </PageFrame>
  );
}

// ---------------------------------------------------------------------------
// The person's own answers, and the blend

function AnswersSection({ data, accent }: { data: ReportData; accent: Accent }) {
  const { personal } = data;
  return (
    <PageFrame data={data} accent={accent}>
      <SectionTitle kicker="Parte 2" title={ANSWERS_PART.title} accent={accent} intro={ANSWERS_PART.intro} />
      {personal.highlights.length === 0 ? <Paragraph>{ANSWERS_PART.none}</Paragraph> : null}
      {personal.highlights.map((quote) => (
        <Quote key={quote.statementId} quote={quote} />
      ))}
      {personal.contrasts.length > 0 ? (
        <View>
          <Heading color={accent.color}>{ANSWERS_PART.contrastsTitle}</Heading>
          <Paragraph>{ANSWERS_PART.contrastsIntro}</Paragraph>
          {personal.contrasts.map((quote) => (
            <Quote key={quote.statementId} quote={quote} />
          ))}
        </View>
      ) : null}

      <Heading color={accent.color}>{BLEND_PART.title}</Heading>
      <Paragraph>{BLEND_PART.intro}</Paragraph>
      {personal.blend.pairs.map((pair) => {
        const [a, b] = pair.profileIds.map((id) => getProfile(id as ProfileId));
        return (
          <View key={pair.profileIds.join('-')} wrap={false}>
            <Text style={styles.blendTitle}>
              {a?.name} + {b?.name}: {pair.title}
            </Text>
            <Paragraph>{pair.text}</Paragraph>
          </View>
        );
      })}
      {personal.blend.wing ? <Paragraph>{personal.blend.wing}</Paragraph> : null}
    </PageFrame>
  );
}

// ---------------------------------------------------------------------------
// The profiles in front, in depth

/** The people often associated with the profile: with their notes for the first profile in depth, by name only after it (the same for everyone). */
function FamousPeople({ profile, accent, brief }: { profile: ProfileContent; accent: Accent; brief: boolean }) {
  if (brief) {
    return (
      <View wrap={false}>
        <Heading color={accent.color}>{PORTRAIT_PART.famousTitle}</Heading>
        <Paragraph>{PORTRAIT_PART.famousNames(profile.famousPeople.map((person) => person.name))}</Paragraph>
      </View>
    );
  }
  return (
    <View>
      <Heading color={accent.color}>{PORTRAIT_PART.famousTitle}</Heading>
      <Text style={[styles.small, styles.italic, { marginBottom: 8 }]}>{PORTRAIT_PART.famousNote}</Text>
      {profile.famousPeople.map((person) => (
        <View key={person.name} style={styles.person} wrap={false}>
          <Text style={styles.h3}>{person.name}</Text>
          <Text style={[styles.body, { marginBottom: 0 }]}>{person.note}</Text>
        </View>
      ))}
    </View>
  );
}

/** What the part's kicker says of the profile: its place in a perfil misto, or the one in front. */
function inDepthKicker(data: ReportData, profile: ProfileContent, index: number): string {
  const value = formatPercentage(scoreOf(data.result, profile.id as ProfileId).percentage);
  return data.result.mixed
    ? `Parte 3 · Perfil misto · ${index + 1} de ${data.personal.inDepth.length} · ${value}`
    : `Parte 3 · Seu perfil principal · ${value}`;
}

function InDepthSection({ data, profile, index }: { data: ReportData; profile: ProfileContent; index: number }) {
  const accent = { color: profile.color, soft: tint(profile.color, 0.9) };
  const evidence = data.personal.evidence.find((entry) => entry.profileId === profile.id)?.answers ?? [];
  return (
    <PageFrame data={data} accent={accent}>
      <SectionTitle kicker={inDepthKicker(data, profile, index)} title={profileTitle(profile)} accent={accent} />
      {index === 0 && data.personal.pick === profile.id ? <Callout accent={accent}>{PICKED_REASON}</Callout> : null}
      <Text style={styles.lead}>{profile.description}</Text>

      {evidence.length > 0 ? (
        <View>
          <Heading color={accent.color}>{PROFILE_EVIDENCE_TITLE}</Heading>
          {evidence.map((quote) => (
            <Quote key={quote.statementId} quote={quote} />
          ))}
        </View>
      ) : null}

      <Heading color={accent.color}>O que move você</Heading>
      <Paragraph>{profile.motivation}</Paragraph>

      <Heading color={accent.color}>Valores centrais</Heading>
      <Chips items={profile.coreValues} accent={accent} />

      <Heading color={accent.color}>Um dia na vida</Heading>
      <View style={[styles.scenarioBox, { backgroundColor: accent.soft, borderLeftColor: accent.color }]}>
        <Text style={styles.scenarioText}>{dayInLifeOf(profile, lifePhaseOf(data.stage))}</Text>
      </View>
    </PageFrame>
  );
}

/** The profile's lists, reduced to the items the person's own answers show most, for their phase of life (scoring/portrait.ts). */
function AtWorkSection({ data, profile, index }: { data: ReportData; profile: ProfileContent; index: number }) {
  const accent = { color: profile.color, soft: tint(profile.color, 0.9) };
  const phase = lifePhaseOf(data.stage);
  const portrait = personPortrait(profile, data.personal, phase);
  return (
    <PageFrame data={data} accent={accent}>
      <SectionTitle kicker={`Parte 3 · ${profileTitle(profile)}`} title={PORTRAIT_PART.title} accent={accent} intro={PORTRAIT_PART.intro(phase)} />
      <View style={styles.columns} wrap={false}>
        <View style={styles.column}>
          <Heading color={accent.color}>{PORTRAIT_PART.labels.personalityTraits}</Heading>
          <BulletList items={portrait.personalityTraits} color={accent.color} />
        </View>
        <View style={styles.columnGap} />
        <View style={styles.column}>
          <Heading color={accent.color}>{PORTRAIT_PART.labels.strengths}</Heading>
          <BulletList items={portrait.strengths} color={accent.color} />
        </View>
      </View>

      <Heading color={accent.color}>{PORTRAIT_PART.labels.weaknesses}</Heading>
      <BulletList items={withHelpLine(portrait.weaknesses)} color={accent.color} />

      <Heading color={accent.color}>{PORTRAIT_PART.labels.workStyle}</Heading>
      <BulletList items={portrait.workStyle} color={accent.color} />

      <Heading color={accent.color}>{PORTRAIT_PART.labels.relationships}</Heading>
      <BulletList items={portrait.relationships} color={accent.color} />

      <Heading color={accent.color}>{PORTRAIT_PART.labels.personalGrowth}</Heading>
      <BulletList items={portrait.personalGrowth} color={accent.color} />

      <Heading color={accent.color}>{phase === 'after-school' ? PORTRAIT_PART.tipsAfterSchool : PORTRAIT_PART.labels.tips}</Heading>
      <BulletList items={portrait.tips} color={accent.color} />

      <FamousPeople profile={profile} accent={accent} brief={index > 0} />

      <ProfileAnswers data={data} profile={profile} accent={accent} />
    </PageFrame>
  );
}

/** How the person answered every statement of a profile in depth: where its percentage comes from. */
function ProfileAnswers({ data, profile, accent }: { data: ReportData; profile: ProfileContent; accent: Accent }) {
  const answers = data.personal.profileAnswers.find((entry) => entry.profileId === profile.id)?.answers ?? [];
  if (answers.length === 0) return null;
  return (
    <View>
      <Heading color={accent.color}>{PROFILE_ANSWERS_PART.title}</Heading>
      <Paragraph>{PROFILE_ANSWERS_PART.intro(answers.length)}</Paragraph>
      {answers.map((answer) => (
        <View key={answer.statementId} style={styles.answerRow} wrap={false}>
          <Text style={styles.answerText}>
            “{answer.text}”{answer.reverse ? ' *' : ''} {describeAnswer(answer.answerLabel)}
          </Text>
        </View>
      ))}
    </View>
  );
}

// ---------------------------------------------------------------------------
// The profile that came next (a clear result only: a perfil misto has no "secundário")

function CompareColumn({ profile, score, role }: { profile: ProfileContent; score: ProfileScore; role: string }) {
  const accent = { color: profile.color, soft: tint(profile.color, 0.88) };
  return (
    <View style={styles.column}>
      <View style={[styles.compareHead, { backgroundColor: profile.color }]}>
        <Text style={styles.compareHeadSub}>{role}</Text>
        <Text style={styles.compareHeadText}>
          {profileTitle(profile)} · {formatPercentage(score.percentage)}
        </Text>
      </View>
      <Text style={styles.label}>Motivação</Text>
      <Text style={[styles.body, { fontSize: 9 }]}>{profile.motivation}</Text>
      <Text style={styles.label}>Valores</Text>
      <Chips items={profile.coreValues.slice(0, 4)} accent={accent} />
    </View>
  );
}

function SecondarySection({ data, dominant, secondary }: { data: ReportData; dominant: ProfileContent; secondary: ProfileContent }) {
  const dominantScore = scoreOf(data.result, dominant.id as ProfileId);
  const secondaryScore = scoreOf(data.result, secondary.id as ProfileId);
  const secondaryAccent = { color: secondary.color, soft: tint(secondary.color, 0.9) };
  return (
    <View>
      <SectionTitle
        kicker={`Parte 3 · Seu perfil secundário · ${formatPercentage(secondaryScore.percentage)}`}
        title={profileTitle(secondary)}
        accent={secondaryAccent}
        intro={`${secondaryIntro(dominant, secondary, data.result.margin)} Ele completa o seu jeito de ser e ajuda a explicar por que você nem sempre age como o seu perfil principal descreve.`}
      />
      <Paragraph>{secondary.description}</Paragraph>

      <Heading color={secondary.color}>O que ele traz para você</Heading>
      <BulletList items={secondary.strengths.slice(0, 4)} color={secondary.color} />

      <Heading color={secondary.color}>Pontos de atenção deste lado</Heading>
      <BulletList items={withHelpLine(secondary.weaknesses.slice(0, 2))} color={secondary.color} />

      <Heading>Como os dois se combinam</Heading>
      <Paragraph>
        No dia a dia, o seu lado {dominant.careerName} costuma tomar a frente, com {valuesPhrase(dominant)} como prioridades. O seu lado {secondary.careerName}{' '}
        entra em cena trazendo {valuesPhrase(secondary)}. Quando um dos dois não basta para a situação, experimente de propósito o outro.
      </Paragraph>

      <View wrap={false}>
        <Heading>Lado a lado</Heading>
        <View style={styles.columns}>
          <CompareColumn profile={dominant} score={dominantScore} role="Perfil principal" />
          <View style={styles.columnGap} />
          <CompareColumn profile={secondary} score={secondaryScore} role="Perfil secundário" />
        </View>
      </View>
    </View>
  );
}

// ---------------------------------------------------------------------------
// Development plan

function ProfileTag({ profile }: { profile: PlanProfileRef }) {
  return (
    <View style={{ marginBottom: 5 }}>
      <Text style={[styles.h3, { color: profile.color, marginBottom: 0 }]}>{profileTitle(profile)}</Text>
      <Text style={styles.small}>{formatPercentage(profile.percentage)} de compatibilidade</Text>
    </View>
  );
}

function ActionStep({ action, accent }: { action: PlanAction; accent: Accent }) {
  return (
    <View style={styles.step} wrap={false}>
      <View style={[styles.stepNumber, { backgroundColor: accent.color }]}>
        <Text style={styles.stepNumberText}>{action.order}</Text>
      </View>
      <View style={styles.stepBody}>
        <Text style={[styles.stepDays, { color: accent.color }]}>{daysLabel(action.days)}</Text>
        <Text style={styles.h3}>{action.title}</Text>
        {action.reason ? <Text style={styles.stepReason}>{action.reason}</Text> : null}
        <Text style={[styles.body, { marginBottom: 0 }]}>{action.description}</Text>
      </View>
    </View>
  );
}

function PlanSection({ data, accent, first }: { data: ReportData; accent: Accent; first: boolean }) {
  const { plan } = data.personal;
  return (
    <View style={first ? {} : styles.flowingSection}>
      <SectionTitle
        kicker="Parte 4"
        title="Seu plano de desenvolvimento"
        accent={accent}
        intro="Um plano simples para os próximos três meses, montado a partir das suas respostas: o que usar a seu favor, o que vale treinar e em que ordem."
      />

      <Heading color={accent.color}>{plan.strengths.title}</Heading>
      <Paragraph>{plan.strengths.intro}</Paragraph>
      <BulletList items={plan.strengths.items} color={accent.color} />
      <Text style={[styles.label, { marginTop: 6 }]} minPresenceAhead={40}>
        Dicas para começar
      </Text>
      <BulletList items={plan.strengths.tips} color={accent.color} />

      <Heading color={accent.color}>{plan.growthAreas.title}</Heading>
      <Paragraph>{plan.growthAreas.intro}</Paragraph>
      <View style={styles.columns} wrap={false}>
        {plan.growthAreas.areas.map((area, index) => (
          <View key={area.profile.profileId} style={[styles.area, { backgroundColor: tint(area.profile.color, 0.92) }, index > 0 ? { marginLeft: 12 } : {}]}>
            <ProfileTag profile={area.profile} />
            <BulletList items={area.items} color={area.profile.color} />
          </View>
        ))}
      </View>

      <Heading color={accent.color}>Seus próximos passos: 30, 60 e 90 dias</Heading>
      {plan.actions.map((action) => (
        <ActionStep key={action.order} action={action} accent={accent} />
      ))}
    </View>
  );
}

// ---------------------------------------------------------------------------
// Careers (issue 27): the person's careers from the catalogue, written for their stage, then the rest by name

/** The person's careers, in the report's own reading order and for their stage (scoring/next-steps.ts). */
function personCareers(data: ReportData): PersonCareers {
  return careersForPerson({ result: data.result, order: data.personal.order, stage: data.stage, count: PAID_CAREERS });
}

/** The border colour of a career: its heaviest profile among the person's top 3, else the report's accent. */
function careerColor(data: ReportData, id: string, accent: Accent): string {
  const top = [...new Set([...data.personal.order, ...data.result.ranking])].slice(0, 3);
  const entry = [...getCareer(id).profiles].sort((a, b) => b.weight - a.weight).find((p) => top.includes(p.profileId as ProfileId));
  return entry ? getProfile(entry.profileId as ProfileId).color : accent.color;
}

/** "14 ou 15 anos, 9º ano do ensino fundamental, só estudo, São Paulo": what the person told, in their words. */
function stageWords(stage: LifeStage): string {
  const situation = stage.situation ? SITUATION_LABELS[stage.situation] : null;
  return [
    stage.ageBand ? AGE_BAND_LABELS[stage.ageBand] : null,
    stage.schoolStage ? lowerFirst(SCHOOL_STAGE_LABELS[stage.schoolStage]) : null,
    situation ? lowerFirst(situation) : null,
    stage.uf ? UF_NAMES[stage.uf] : null,
  ]
    .filter((part): part is string => part !== null)
    .join(', ');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The line under Part 5's title: what the steps are built from, or the invitation to tell it. */
function stageLine(data: ReportData, careers: PersonCareers): string {
  if (careers.stageKnown) {
    return `Os passos usam o que você contou: ${stageWords(data.stage)}. Se algo mudar, atualize as respostas no seu perfil e baixe o PDF de novo.`;
  }
  return `${LIFE_STAGE_MESSAGES.invite} Responda às perguntas na página do resultado ou no seu perfil e baixe o PDF de novo. Por enquanto, cada carreira mostra o caminho geral.`;
}

function CareerLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text style={styles.careerText}>
      <Text style={styles.careerLabel}>{label}: </Text>
      {children}
    </Text>
  );
}

/** A small list inside a career; the dot is drawn, so text extraction sees only the items. */
function CareerItems({ items, color, numbered }: { items: readonly string[]; color: string; numbered?: boolean }) {
  return (
    <View style={{ marginBottom: 2 }}>
      {items.map((item, index) => (
        <View key={index} style={styles.careerItemRow}>
          {numbered ? (
            <Text style={[styles.careerItemNumber, { color }]}>{index + 1}.</Text>
          ) : (
            <View style={[styles.careerItemDot, { backgroundColor: color }]} />
          )}
          <Text style={styles.careerItemText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

/** One of the person's careers: what it is, what they can do now, three steps, and the notes that apply. Kept on one page. */
function CareerCard({ career, color, place }: { career: CareerSuggestion; color: string; place: number }) {
  return (
    <View style={[styles.career, { borderLeftColor: color }]} wrap={false}>
      <Text style={styles.careerName}>
        {place}. {career.name}
      </Text>
      <Text style={styles.careerFamily}>{career.familyLabel}</Text>
      {career.matches.length > 0 ? <CareerLine label={CAREER_LABELS.matches}>o seu lado {joinNames(career.matches)}</CareerLine> : null}
      <CareerLine label="No dia a dia">{career.dayToDay}</CareerLine>
      <Text style={[styles.careerSub, { color }]}>{CAREER_LABELS.now}</Text>
      <CareerItems items={career.now} color={color} />
      <Text style={[styles.careerSub, { color }]}>{CAREER_LABELS.path}</Text>
      <CareerItems items={career.path} color={color} numbered />
      {career.minorNote ? <CareerLine label={CAREER_LABELS.minorNote}>{career.minorNote}</CareerLine> : null}
      {career.longPath ? <CareerLine label={CAREER_LABELS.longPath}>{career.longPath}</CareerLine> : null}
      {career.changing ? <CareerLine label={CAREER_LABELS.changing}>{career.changing}</CareerLine> : null}
      {/* The path's third step names the registration when the career has one; a line only if it does not. */}
      {career.registration && !career.path[2].includes(career.registration) ? (
        <CareerLine label="Registro">Para trabalhar, é preciso ter {career.registration}.</CareerLine>
      ) : null}
      {career.pay ? (
        <CareerLine label={CAREER_LABELS.pay}>
          {career.pay.text} Fonte: {career.pay.source}, {career.pay.year}.
        </CareerLine>
      ) : null}
      {career.tip ? <CareerLine label={CAREER_LABELS.tip}>{career.tip}</CareerLine> : null}
      {career.cbo ? <Text style={styles.careerCode}>CBO {career.cbo}</Text> : null}
    </View>
  );
}

/** Part 5 opens in the flow after the plan: its title, the stage line and the first career. */
function CareersStart({ data, accent, careers }: { data: ReportData; accent: Accent; careers: PersonCareers }) {
  const count = careers.careers.length;
  const first = careers.careers[0];
  return (
    <View style={styles.flowingSection}>
      <SectionTitle
        kicker={`Parte 5 · ${count} carreiras para você`}
        title="Carreiras para explorar"
        accent={accent}
        intro={`Estas são as ${count} carreiras do catálogo que mais combinam com os seus perfis da frente. Para cada uma, você vê o dia a dia, o que dá para fazer agora e um caminho em 3 passos.`}
      />
      <Callout accent={accent}>{stageLine(data, careers)}</Callout>
      {first ? <CareerCard career={first} color={careerColor(data, first.id, accent)} place={1} /> : null}
    </View>
  );
}

/**
 * The other careers, the glossary and the appendix, in one wrapping <Page> of
 * a few pages (the classic paginator re-lays out the rest of a <Page> at every
 * break, so this stays short: the appendix holds names only).
 */
function CareerPages({ data, accent, careers }: { data: ReportData; accent: Accent; careers: PersonCareers }) {
  const glossary = careers.glossary;
  const shown = new Set(careers.careers.map((career) => career.id));
  const others = CAREER_FAMILIES.map((family) => ({
    family,
    names: careersOfFamily(family)
      .filter((career) => !shown.has(career.id))
      .map((career) => career.name),
  })).filter((group) => group.names.length > 0);
  const otherCount = others.reduce((sum, group) => sum + group.names.length, 0);
  return (
    <PageFrame data={data} accent={accent}>
      {careers.careers.slice(1).map((career, index) => (
        <CareerCard key={career.id} career={career} color={careerColor(data, career.id, accent)} place={index + 2} />
      ))}

      {glossary.length > 0 ? (
        <View wrap={false}>
          <Heading color={accent.color}>Siglas usadas nesta parte</Heading>
          {glossary.map((entry) => (
            <Text key={entry.acronym} style={styles.careerText}>
              <Text style={styles.careerLabel}>{entry.acronym}: </Text>
              {entry.words}.
            </Text>
          ))}
        </View>
      ) : null}

      <Heading color={accent.color}>Outras carreiras do catálogo</Heading>
      <Paragraph>
        O catálogo do Rumo tem {careers.catalogueSize} carreiras. Aqui estão as outras {otherCount}, por área. Se alguma chamar a sua atenção, pesquise sobre
        ela.
      </Paragraph>
      {others.map((group) => (
        <Text key={group.family} style={styles.appendixText}>
          <Text style={styles.careerLabel}>{CAREER_FAMILY_LABELS[group.family]}: </Text>
          {group.names.join(', ')}.
        </Text>
      ))}
    </PageFrame>
  );
}

// ---------------------------------------------------------------------------
// Closing

function ClosingSection({ data, accent }: { data: ReportData; accent: Accent }) {
  const generatedAt = data.generatedAt ?? new Date().toISOString();
  return (
    <PageFrame data={data} accent={accent}>
      <SectionTitle kicker="Parte 6" title="Como ler este relatório" accent={accent} />
      <BulletList
        color={accent.color}
        items={[
          'Os percentuais mostram o quanto você concordou com as frases de cada perfil, e não uma nota: não existe perfil melhor ou pior.',
          'Todo mundo tem um pouco dos nove perfis. Os perfis da frente descrevem o seu jeito mais frequente, não tudo o que você é ou pode ser.',
          'Leia as descrições procurando o que faz sentido para você. Se algo não combinar, tudo bem: só você conhece a sua história.',
          'Use as carreiras como ideias para pesquisar, e não como uma lista fechada. Muita gente feliz no trabalho seguiu caminhos que não estavam em lista nenhuma.',
          'Suas respostas refletem este momento da sua vida. Refazer o teste daqui a um ano pode mostrar mudanças, e isso é natural.',
        ]}
      />

      <Heading color={accent.color}>Os limites deste relatório</Heading>
      <Paragraph>
        {SELF_KNOWLEDGE_FRAME} Ele é inspirado no Eneagrama. {ENNEAGRAM_EVIDENCE_LINE} O resultado depende das suas respostas e do seu momento. Ele não mede
        inteligência, talento ou capacidade.
      </Paragraph>
      <Paragraph>
        Para decisões importantes sobre estudos e carreira, converse com a sua família, com professores e, se puder, com um orientador vocacional ou psicólogo.
        As informações sobre cursos, concursos e caminhos no Brasil são um ponto de partida: confira sempre as regras atuais nos sites oficiais das
        instituições.
      </Paragraph>

      <Heading color={accent.color}>E agora?</Heading>
      <Paragraph>
        {data.firstName}, escolha uma ação do seu plano para começar ainda esta semana e uma carreira da lista para pesquisar a fundo. Pequenos passos, dados
        com constância, levam longe.
      </Paragraph>

      <View style={styles.closingMeta} wrap={false}>
        <Text style={styles.small}>Relatório gerado em {formatDate(generatedAt)}</Text>
        <Text style={styles.small}>Código do relatório: {data.attemptId}</Text>
        <Text style={styles.small}>Rumo · Relatório completo de {data.fullName}</Text>
      </View>
    </PageFrame>
  );
}

// ---------------------------------------------------------------------------
// Document

/** The PDF's Subject: the perfil misto's profiles together, or the profile in front. */
function subjectOf(data: ReportData): string {
  if (data.result.mixed) return `Perfil misto: ${joinNames(data.personal.order.map((id) => getProfile(id).name))}`;
  const lead = getProfile(data.result.dominant);
  return `Perfil principal: ${lead.name} (${lead.careerName})`;
}

export function ReportDocument({ data }: { data: ReportData }) {
  const { result, personal } = data;
  const lead = getProfile(personal.order[0]!);
  const accent: Accent = { color: lead.color, soft: tint(lead.color, 0.9) };
  const inDepth = personal.inDepth.map((id) => getProfile(id));
  const careers = personCareers(data);
  return (
    <Document title={`Rumo · Relatório completo de ${data.fullName}`} author="Rumo" subject={subjectOf(data)} creator="Rumo" producer="Rumo" language="pt-BR">
      <Cover data={data} accent={accent} />
      <ProfilesSection data={data} accent={accent} />
      <AnswersSection data={data} accent={accent} />
      {inDepth.map((profile, index) => [
        <InDepthSection key={`${profile.id}-a`} data={data} profile={profile} index={index} />,
        <AtWorkSection key={`${profile.id}-b`} data={data} profile={profile} index={index} />,
      ])}
      {/* The plan and the start of the careers share one flow (after the profile that came next, on a clear result), so no part leaves a nearly empty page. */}
      <PageFrame data={data} accent={accent}>
        {result.mixed ? null : <SecondarySection data={data} dominant={lead} secondary={getProfile(result.secondary)} />}
        <PlanSection data={data} accent={accent} first={result.mixed} />
        <CareersStart data={data} accent={accent} careers={careers} />
      </PageFrame>
      <CareerPages data={data} accent={accent} careers={careers} />
      <ClosingSection data={data} accent={accent} />
    </Document>
  );
}
