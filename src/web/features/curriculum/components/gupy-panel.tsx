import { useMemo, useRef, useState } from 'react';
import type { CurriculumDocument } from '../../../../shared/curriculum/document';
import { GUPY_LIMITS, GUPY_MANUAL_COPY, gupyBlocks, type GupyBlock } from '../../../../shared/curriculum/gupy-blocks';
import { useCopy } from '../../../common/use-copy';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

const characters = (count: number) => count.toLocaleString('pt-BR');

/** One block: its text on screen (selectable), its copy button, and what happened. */
function GupyBlockView({ block }: { block: GupyBlock }) {
  const { copied, copy } = useCopy();
  const [refused, setRefused] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const id = `gupy-${block.key}`;
  const empty = block.text === '';

  async function copyBlock() {
    setRefused(!(await copy(block.text, area.current)));
  }

  return (
    <section aria-labelledby={`${id}-titulo`} className="space-y-2">
      <h3 id={`${id}-titulo`} className="text-base font-semibold text-slate-900">
        {block.label}
      </h3>
      {empty ? (
        <p className="text-sm text-slate-700">Ainda não há {block.label.toLowerCase()} completas no seu currículo para copiar.</p>
      ) : (
        <>
          <textarea
            ref={area}
            id={id}
            readOnly
            aria-label={`Texto de ${block.label} para colar na Gupy`}
            aria-describedby={refused ? `${id}-manual` : undefined}
            value={block.text}
            rows={Math.min(8, block.text.split('\n').length + 1)}
            className="block w-full resize-y rounded-xl border border-slate-300 bg-slate-50 p-3 font-sans text-sm text-slate-900"
          />
          {block.leftOut > 0 && (
            <p className="text-sm text-slate-700">
              {block.leftOut === 1 ? '1 item não coube' : `${block.leftOut} itens não couberam`} no limite de {characters(GUPY_LIMITS[block.key])} caracteres
              que usamos para este campo.
            </p>
          )}
          <Button variant="secondary" onClick={() => void copyBlock()}>
            Copiar {block.label}
          </Button>
          <p role="status" className="min-h-5 text-sm font-semibold text-green-800">
            {copied ? `${block.label} copiadas! Cole no campo ${block.label} da Gupy.` : ''}
          </p>
          {refused && (
            <div id={`${id}-manual`}>
              <Alert tone="warning">{GUPY_MANUAL_COPY}</Alert>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/**
 * "Copiar para a Gupy" (issue 29): the Habilidades and Experiências fields Gupy's AI reads, as plain text built
 * from the resume on screen (shared/curriculum/gupy-blocks.ts), each with a one-tap copy.
 */
export function GupyPanel({ document }: { document: CurriculumDocument }) {
  const blocks = useMemo(() => gupyBlocks(document), [document]);
  return (
    <section aria-labelledby="gupy-titulo" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="gupy-titulo" className="text-lg font-semibold text-slate-900">
        Copiar para a Gupy
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Na Gupy, a análise automática lê dois campos do seu perfil: {blocks.map((block) => block.label).join(' e ')}. Copie cada texto e cole no campo de mesmo
        nome.
      </p>
      <div className="mt-4 space-y-6">
        {blocks.map((block) => (
          <GupyBlockView key={block.key} block={block} />
        ))}
      </div>
    </section>
  );
}
