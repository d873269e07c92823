import { describe, expect, it } from 'vitest';
import { LIST_SECTIONS } from '../../../shared/curriculum/sections';
import { droppedNotice, restoreNotice } from './dropped-notice';

describe('the notices of what a save or a restore left out', () => {
  it('names each incomplete row, with the verb of the call', () => {
    const dropped = [{ kind: 'experiences' as const, index: 1, missing: ['Organização'] }];
    expect(droppedNotice(dropped)).toBe('Itens incompletos não foram salvos: Experiências 2 (falta Organização).');
    expect(droppedNotice(dropped, 'restaurados')).toBe('Itens incompletos não foram restaurados: Experiências 2 (falta Organização).');
  });

  it('says nothing when a restore brought everything back as it was', () => {
    expect(restoreNotice({ dropped: [], overLimit: [], trashed: 0 })).toBeNull();
  });

  it('says what a restore left out or replaced, and where it is', () => {
    expect(
      restoreNotice({
        dropped: [{ kind: 'courses', index: 0, missing: ['Instituição'] }],
        overLimit: [{ kind: 'skills', count: 2 }],
        trashed: 1,
      }),
    ).toBe(
      `Itens incompletos não foram restaurados: Cursos 1 (falta Instituição). Habilidades: 2 itens além do máximo de ${LIST_SECTIONS.skills.maxItems} não foram restaurados. 1 item do currículo atual foi substituído. Tudo o que ficou de fora está na Lixeira.`,
    );
    expect(restoreNotice({ dropped: [], overLimit: [], trashed: 3 })).toBe(
      '3 itens do currículo atual foram substituídos. Tudo o que ficou de fora está na Lixeira.',
    );
  });
});
