import { CURRICULUM_DESIGNS, DESIGN_LABELS, type CurriculumDesign } from '../../../../shared/curriculum/rules';
import { ChoiceGroup } from '../../../components/ui/choice-group';

const byLabel = (label: string): CurriculumDesign => CURRICULUM_DESIGNS.find((design) => DESIGN_LABELS[design] === label) ?? 'classic';

/** Clássico or Moderno: how the preview and the PDF look (saved with the curriculum). */
export function DesignSwitch({ value, onChange, disabled }: { value: CurriculumDesign; onChange: (design: CurriculumDesign) => void; disabled?: boolean }) {
  return (
    <ChoiceGroup
      legend="Modelo do currículo"
      options={CURRICULUM_DESIGNS.map((design) => DESIGN_LABELS[design])}
      value={DESIGN_LABELS[value]}
      onChange={(label) => onChange(byLabel(label))}
      disabled={disabled ?? false}
    />
  );
}
