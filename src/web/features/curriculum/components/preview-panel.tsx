import { useState } from 'react';
import type { CurriculumDocument } from '../../../../shared/curriculum/document';
import { DESIGN_LABELS, type CurriculumDesign } from '../../../../shared/curriculum/rules';
import { Alert } from '../../../components/ui/alert';
import { Switch } from '../../../components/ui/switch';
import { CurriculumPreview } from './curriculum-preview';
import { DesignSwitch } from './design-switch';

/** The live preview with the design switch: side by side on a desktop, behind the 'Pré-visualizar' tab on a phone. */
export function PreviewPanel({
  document,
  design,
  onDesignChange,
  designSaving,
  designError,
}: {
  document: CurriculumDocument;
  design: CurriculumDesign;
  onDesignChange: (design: CurriculumDesign) => void;
  designSaving: boolean;
  designError: string | null;
}) {
  const [fullPage, setFullPage] = useState(false);
  const empty = document.name === '' && document.contact.length === 0 && document.sections.length === 0;
  return (
    <section aria-labelledby="previa-titulo" className="space-y-4">
      <div>
        <h2 id="previa-titulo" className="text-xl font-bold text-slate-900">
          Pré-visualização
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          É assim que o PDF vai ficar, no modelo {DESIGN_LABELS[design]}. Ele mostra só o que você preencheu, sem campos vazios.
        </p>
      </div>
      <DesignSwitch value={design} onChange={onDesignChange} disabled={designSaving} />
      {designError && <Alert tone="error">{designError}</Alert>}
      {empty ? (
        <p className="rounded-lg border border-dashed border-slate-400 bg-white p-6 text-center text-slate-700">
          Seu currículo aparece aqui enquanto você preenche.
        </p>
      ) : (
        <>
          <Switch
            checked={fullPage}
            onCheckedChange={setFullPage}
            label="Ver a página A4 inteira"
            description={
              fullPage
                ? 'Tudo no tamanho do PDF, em miniatura. Afaste dois dedos na tela para ampliar.'
                : 'As letras ficam maiores para ler no celular. No PDF, a página A4 não muda.'
            }
          />
          <CurriculumPreview document={document} design={design} fullPage={fullPage} />
        </>
      )}
    </section>
  );
}
