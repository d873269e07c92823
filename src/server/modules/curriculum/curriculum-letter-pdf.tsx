import { createElement } from 'react';
import { Document, Text, View } from '@react-pdf/renderer';
import type { LetterDocument } from '../../../shared/curriculum/letter';
import type { CurriculumDesign } from '../../../shared/curriculum/rules';
import { PageFrame } from '../../platform/pdf/blocks';
import { loadFitFontSize } from '../../platform/pdf/fit';
import { renderPdf } from '../../platform/pdf/render';
import { classicDesign } from './designs/classic';
import { modernDesign } from './designs/modern';
import { contentWidth, type Fitted, type ResumeDesign } from './designs/resume-design';

/**
 * The cover letter as a PDF (decision 0189), in the resume's two designs: the
 * design's own header (the resume's name and contact lines, drawn by the same
 * component, links and all), then the date line, the greeting, the three
 * paragraphs, the closing and the name, in the design's body type. One column,
 * one reading order, nothing the person did not write but the fixed words.
 */
export interface LetterPdfInput {
  document: LetterDocument;
  design: CurriculumDesign;
}

const DESIGNS: Readonly<Record<CurriculumDesign, ResumeDesign>> = { classic: classicDesign, modern: modernDesign };

/** The letter's body: the design's body line, a little larger, as a letter reads. */
const BODY_SCALE = 10.5 / 9.5;

function LetterPdf({ document, design, fitted }: { document: LetterDocument; design: ResumeDesign; fitted: Fitted }) {
  const width = contentWidth(design);
  const body = { ...design.line, fontSize: design.line.fontSize * BODY_SCALE, lineHeight: 1.45 };
  const header = { title: document.title, name: document.name, contact: document.contact, links: document.links, sections: [] };
  const line = (text: string, space: number) => <Text style={[fitted(text, body, width), { marginTop: space }]}>{text}</Text>;
  return (
    <Document title={document.title} author={document.name} language="pt-BR" creator="Rumo" producer="Rumo">
      <PageFrame style={design.page}>
        <design.Header document={header} fitted={fitted} />
        <View style={{ marginTop: 22 }}>
          {document.dateLine !== null && line(document.dateLine, 0)}
          {line(document.greeting, document.dateLine !== null ? 18 : 0)}
          {document.paragraphs.map((paragraph, index) => (
            <Text key={index} style={[body, { marginTop: 10 }]}>
              {paragraph}
            </Text>
          ))}
          {line(document.closing, 18)}
          {document.signature !== '' && line(document.signature, 4)}
        </View>
      </PageFrame>
    </Document>
  );
}

export async function renderLetterPdf(input: LetterPdfInput): Promise<Buffer> {
  const design = DESIGNS[input.design];
  const fitFontSize = await loadFitFontSize(design.fontFamilies);
  const fitted: Fitted = (text, style, width) => {
    const fontSize = fitFontSize(text, style, width);
    return fontSize === style.fontSize ? style : { ...style, fontSize };
  };
  return renderPdf(createElement(LetterPdf, { document: input.document, design, fitted }));
}
