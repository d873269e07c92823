import { useQuery } from '@tanstack/react-query';
import type { TestHealthVersion } from '../../../../shared/contracts/staff.contract';
import { staffApi } from '../api/staff-api';
import { formatDecimal, formatShare } from '../format';
import { staffKeys } from '../hooks/staff-query-keys';
import { FieldList, QueryView } from './query-view';

/** Cronbach's α a scale should reach. */
const ALPHA_TARGET = 0.7;

function VersionHealth({ version }: { version: TestHealthVersion }) {
  const headingId = `versao-${version.version.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="space-y-5 rounded-xl border border-slate-200 bg-white p-4">
      <div>
        <h3 id={headingId} className="text-lg font-semibold wrap-anywhere text-slate-900">
          Versão {version.version}
        </h3>
        <p className="text-slate-700">{version.n === 1 ? '1 teste concluído analisado.' : `${version.n} testes concluídos analisados.`}</p>
      </div>

      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`Consistência das escalas, versão ${version.version}`}>
        <table className="w-full border-collapse text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">Consistência das escalas (α de Cronbach)</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                Perfil
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                Itens
              </th>
              <th scope="col" className="py-1.5 pl-3 font-semibold">
                α
              </th>
            </tr>
          </thead>
          <tbody>
            {version.scales.map((scale) => {
              const low = scale.alpha !== null && scale.alpha < ALPHA_TARGET;
              return (
                <tr key={scale.profileId} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                    {scale.profileName}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{scale.items}</td>
                  <td className="py-1.5 pl-3">
                    <span className="tabular-nums">{formatDecimal(scale.alpha)}</span>
                    {low && <span className="ml-1 font-semibold text-red-800">abaixo da meta ({formatDecimal(ALPHA_TARGET)})</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <div className="space-y-3">
        <h4 className="font-semibold text-slate-900">Afirmações mais fracas</h4>
        {version.weakest.length === 0 ? (
          <p className="text-slate-700">Nenhuma afirmação para mostrar.</p>
        ) : (
          <ol className="space-y-3">
            {version.weakest.map((item) => (
              <li key={item.id} className="space-y-2 rounded-lg bg-slate-50 p-3">
                <p className="wrap-anywhere text-slate-900">
                  <span className="font-mono text-xs text-slate-700">#{item.id}</span> {item.text}
                </p>
                <FieldList
                  fields={[
                    ['Correlação item-total (r)', formatDecimal(item.itemTotal)],
                    ['Concordância', formatShare(item.agreeShare)],
                    ['α sem a afirmação', formatDecimal(item.alphaIfRemoved)],
                  ]}
                />
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

/** Per question-set version: how consistent each scale is, and the statements that pull it down. */
export function TestHealthSection() {
  const health = useQuery({ queryKey: staffKeys.testHealth, queryFn: staffApi.testHealth });
  return (
    <QueryView query={health}>
      {(versions) =>
        versions.length === 0 ? (
          <p className="text-slate-700">Ainda não há testes concluídos para analisar.</p>
        ) : (
          <div className="space-y-6">
            {versions.map((version) => (
              <VersionHealth key={version.version} version={version} />
            ))}
          </div>
        )
      }
    </QueryView>
  );
}
