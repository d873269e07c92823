import { CLASS_GRADE_LABELS, DASHBOARD_MESSAGES, SCHOOLS_MESSAGES, type ClassDashboard } from '../../../shared/contracts/schools.contract';

/** Brazilian Excel reads `;` as the separator (the comma is the decimal mark). */
export const CSV_SEPARATOR = ';';
/** The byte order mark that makes Excel read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** A cell starting with one of these is read as a formula by spreadsheets (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell, safe to open in a spreadsheet: a cell that would start a formula gets a leading apostrophe
 * (the class's name is typed by the teacher and could be "=HYPERLINK(…)"), and a cell with the separator, a
 * quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number>): string {
  return cells.map(csvCell).join(CSV_SEPARATOR);
}

const cellText = (count: number | null) => (count === null ? SCHOOLS_MESSAGES.fewerThan : count);

/**
 * The dashboard as a CSV (UTF-8 with BOM, `;`, CRLF): the same numbers the dashboard shows, hidden the same way,
 * and no student's name (decision 0196).
 */
export function dashboardCsv(dashboard: ClassDashboard): string {
  const { class: klass, counts, distribution, seats } = dashboard;
  const lines: Array<ReadonlyArray<string | number>> = [
    ['Turma', klass.name],
    ['Escola', klass.school],
    ['Série', CLASS_GRADE_LABELS[klass.grade]],
    ['Ano', klass.year],
    [],
    ['Estudantes na turma', counts.joined],
    ['Começaram o teste', counts.started],
    ['Terminaram o teste', counts.finished],
    ['Resultado inconclusivo', distribution ? cellText(counts.inconclusive) : 'escondido'],
    [],
  ];
  if (!distribution) {
    lines.push([
      'Distribuição dos perfis',
      dashboard.hiddenReason === 'would-single-out' ? DASHBOARD_MESSAGES.wouldSingleOut : DASHBOARD_MESSAGES.tooFewFinished(counts.finished),
    ]);
  } else {
    lines.push(['Perfil principal', 'Estudantes']);
    for (const profile of distribution.profiles) lines.push([profile.name, cellText(profile.count)]);
    lines.push(['Perfil misto', cellText(distribution.mixed)]);
    lines.push([]);
    lines.push(['Família de carreiras', 'Estudantes']);
    for (const family of distribution.careerFamilies) lines.push([family.label, family.count]);
  }
  lines.push([], ['Vagas pagas', seats.paid], ['Vagas usadas', seats.used], ['Vagas livres', seats.free]);
  return CSV_BOM + lines.map(csvLine).join('\r\n') + '\r\n';
}
