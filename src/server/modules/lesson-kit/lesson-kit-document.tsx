import { Document, StyleSheet, Text, View } from '@react-pdf/renderer';
import { bnccCompetenceTitle } from '../../../shared/content/lesson-kit/bncc';
import { LESSON_KIT_LABELS, LESSON_MINUTES } from '../../../shared/content/lesson-kit/lesson-kit';
import type { LessonKit, LessonPlan } from '../../../shared/content/lesson-kit/lesson-kit.schema';
import { tint } from '../../platform/pdf/color';
import { BulletList, Heading, KeepTogether, PageFrame, Paragraph, SectionTitle, pdfStyles, type Accent, type RunningFrame } from '../../platform/pdf/blocks';

/**
 * The lesson kit as a printable A4 PDF (issue 30 item 5): a cover with what
 * Rumo is and what a teacher sees, then each plan, each followed by its
 * activity sheet on a page of its own, with lines to write on.
 */

const ACCENT: Accent = { color: '#9a3412', soft: tint('#9a3412', 0.92) };
const LABELS = LESSON_KIT_LABELS;

const styles = StyleSheet.create({
  stepRow: { flexDirection: 'row', marginBottom: 8 },
  stepMinutes: { width: 46, fontSize: 10, fontWeight: 'bold', lineHeight: 1.5, color: ACCENT.color },
  stepBody: { flex: 1 },
  question: { flexDirection: 'row', marginBottom: 4 },
  questionNumber: { width: 18, fontSize: 10, fontWeight: 'bold', lineHeight: 1.5, color: ACCENT.color },
  questionText: { flex: 1, fontSize: 10, lineHeight: 1.5 },
  nameRow: { flexDirection: 'row', marginBottom: 14 },
  nameField: { flex: 3, flexDirection: 'row', alignItems: 'flex-end' },
  dateField: { flex: 1, flexDirection: 'row', alignItems: 'flex-end', marginLeft: 16 },
  fieldLabel: { fontSize: 10, fontWeight: 'bold', marginRight: 6 },
  fieldLine: { flex: 1, borderBottomWidth: 0.75, borderBottomColor: '#9ca3af', height: 14 },
  prompt: { marginTop: 10 },
  promptText: { fontSize: 11, fontWeight: 'bold', lineHeight: 1.4, marginBottom: 2 },
  writingLine: { height: 26, borderBottomWidth: 0.75, borderBottomColor: '#9ca3af' },
});

const running = (meta: string): RunningFrame => ({
  title: 'Rumo · Kit Projeto de Vida',
  meta,
  footer: 'Pode copiar e imprimir para a sua turma.',
  color: ACCENT.color,
});

function Cover({ kit }: { kit: LessonKit }) {
  return (
    <PageFrame running={running(LABELS.kicker)}>
      <SectionTitle kicker={LABELS.kicker} title={kit.title} accent={ACCENT} intro={kit.intro[0]} />
      {kit.intro.slice(1).map((text, index) => (
        <Paragraph key={index}>{text}</Paragraph>
      ))}
      <Heading color={ACCENT.color}>{LABELS.honesty}</Heading>
      <BulletList items={kit.honesty} color={ACCENT.color} />
      <Heading color={ACCENT.color}>{LABELS.privacy}</Heading>
      <BulletList items={kit.privacy} color={ACCENT.color} />
      <Heading color={ACCENT.color}>{LABELS.plans}</Heading>
      {kit.plans.map((plan) => (
        <KeepTogether key={plan.id} style={{ marginBottom: 6 }}>
          <Text style={pdfStyles.h3}>{plan.title}</Text>
          <Text style={pdfStyles.body}>{plan.summary}</Text>
        </KeepTogether>
      ))}
    </PageFrame>
  );
}

function Plan({ plan }: { plan: LessonPlan }) {
  return (
    <PageFrame running={running(plan.title)}>
      <SectionTitle kicker={LABELS.lesson(LESSON_MINUTES)} title={plan.title} accent={ACCENT} intro={plan.summary} />
      <Heading color={ACCENT.color}>{LABELS.bncc}</Heading>
      <BulletList items={plan.bncc.map(({ competence, how }) => `${bnccCompetenceTitle(competence)}. ${how}`)} color={ACCENT.color} />
      <Heading color={ACCENT.color}>{LABELS.objectives}</Heading>
      <BulletList items={plan.objectives} color={ACCENT.color} />
      <Heading color={ACCENT.color}>{LABELS.materials}</Heading>
      <BulletList items={plan.materials} color={ACCENT.color} />
      <Heading color={ACCENT.color}>{`${LABELS.steps} (${LESSON_MINUTES} minutos)`}</Heading>
      {plan.steps.map((step, index) => (
        <View key={index} style={styles.stepRow} wrap={false}>
          <Text style={styles.stepMinutes}>{LABELS.minutes(step.minutes)}</Text>
          <View style={styles.stepBody}>
            <Text style={pdfStyles.h3}>{step.title}</Text>
            <Text style={pdfStyles.body}>{step.description}</Text>
          </View>
        </View>
      ))}
      <Heading color={ACCENT.color}>{LABELS.discussion}</Heading>
      <Paragraph>{plan.discussion.intro}</Paragraph>
      {plan.discussion.questions.map((question, index) => (
        <View key={index} style={styles.question} wrap={false}>
          <Text style={styles.questionNumber}>{`${index + 1}.`}</Text>
          <Text style={styles.questionText}>{question}</Text>
        </View>
      ))}
    </PageFrame>
  );
}

/** The student's sheet: one page, a name and a date to fill in, then each prompt with its lines. */
function ActivitySheet({ plan }: { plan: LessonPlan }) {
  const sheet = plan.activitySheet;
  return (
    <PageFrame running={running(`${LABELS.activitySheet} · ${plan.title}`)}>
      <SectionTitle kicker={LABELS.activitySheet} title={sheet.title} accent={ACCENT} intro={sheet.instructions} />
      <View style={styles.nameRow}>
        <View style={styles.nameField}>
          <Text style={styles.fieldLabel}>{`${LABELS.student}:`}</Text>
          <View style={styles.fieldLine} />
        </View>
        <View style={styles.dateField}>
          <Text style={styles.fieldLabel}>{`${LABELS.date}:`}</Text>
          <View style={styles.fieldLine} />
        </View>
      </View>
      {sheet.prompts.map((prompt, index) => (
        <KeepTogether key={index} style={styles.prompt}>
          <Text style={styles.promptText}>{`${index + 1}. ${prompt.text}`}</Text>
          {Array.from({ length: prompt.lines }, (_, line) => (
            <View key={line} style={styles.writingLine} />
          ))}
        </KeepTogether>
      ))}
    </PageFrame>
  );
}

export function LessonKitDocument({ kit }: { kit: LessonKit }) {
  return (
    <Document
      title={`Rumo · ${kit.title}`}
      author="Rumo"
      subject={kit.plans.map((plan) => plan.title).join(' · ')}
      creator="Rumo"
      producer="Rumo"
      language="pt-BR"
    >
      <Cover kit={kit} />
      {kit.plans.map((plan) => [<Plan key={`${plan.id}-plan`} plan={plan} />, <ActivitySheet key={`${plan.id}-sheet`} plan={plan} />])}
    </Document>
  );
}
