import { describe, expect, it } from 'vitest';
import { isTempId } from '../../../shared/curriculum/rules';
import { formalValuesOf, newItem, type FormalValues } from './formal-values';
import { keepDroppedRows } from './kept-drafts';

const base = formalValuesOf(null, null);

describe('a half-filled row stays on screen after a save, its missing fields marked', () => {
  it('puts the left-out rows back where they were, between the saved ones, with a message on each missing field', () => {
    const complete = { ...newItem('recognitions', 0), title: 'Aluno destaque', organization: 'Escola', year: '2024' };
    const half = { ...newItem('recognitions', 1), title: 'Medalha', organization: '', year: '2023' };
    const last = { ...newItem('recognitions', 2), title: 'Menção honrosa', organization: 'OBMEP', year: '2022' };
    const submitted: FormalValues = { ...base, recognitions: [complete, half, last] };
    const fromServer: FormalValues = {
      ...base,
      recognitions: [
        { id: 'r-1', title: 'Aluno destaque', organization: 'Escola', year: '2024', order: 0 },
        { id: 'r-3', title: 'Menção honrosa', organization: 'OBMEP', year: '2022', order: 2 },
      ],
    };
    const { values, errors } = keepDroppedRows(fromServer, submitted, [{ kind: 'recognitions', index: 1, missing: ['Organização'] }]);
    expect(values.recognitions.map((row) => [row.id, row.title, row.order])).toEqual([
      ['r-1', 'Aluno destaque', 0],
      [half.id, 'Medalha', 1],
      ['r-3', 'Menção honrosa', 2],
    ]);
    expect(errors).toEqual({ 'recognitions.1.organization': 'Falta Organização. Sem isso, este item não será salvo.' });
  });

  it('gives a saved row the save deleted a new temp id, and marks both the year and the period of an experience without either', () => {
    const experience = { id: 'e-1', type: 'WORK' as const, title: 'Vendedora', organization: 'Loja', description: '', year: '', period: '', order: 0 };
    const { values, errors } = keepDroppedRows({ ...base }, { ...base, experiences: [experience] }, [
      { kind: 'experiences', index: 0, missing: ['Ano ou período'] },
    ]);
    expect(values.experiences).toHaveLength(1);
    expect(isTempId(values.experiences[0]!.id)).toBe(true);
    expect(values.experiences[0]).toMatchObject({ title: 'Vendedora', organization: 'Loja' });
    expect(errors).toEqual({
      'experiences.0.period': 'Falta Ano ou período. Sem isso, este item não será salvo.',
      'experiences.0.year': 'Falta Ano ou período. Sem isso, este item não será salvo.',
    });
  });

  it('changes nothing when nothing was left out', () => {
    const fromServer: FormalValues = { ...base, skills: [{ id: 's-1', name: 'Excel', level: 'BASIC', order: 0 }] };
    expect(keepDroppedRows(fromServer, { ...base, skills: [{ ...newItem('skills', 0), name: 'Excel' }] }, [])).toEqual({ values: fromServer, errors: {} });
  });
});
