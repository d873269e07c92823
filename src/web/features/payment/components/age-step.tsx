import { AGE_BANDS, AGE_BAND_LABELS, AGE_BAND_MESSAGES, MINIMUM_AGE, needsGuardian, type AgeBand } from '../../../../shared/domain/age-band';
import { EMAIL_MESSAGES, isValidEmail, normalizeEmail } from '../../../../shared/domain/email';
import { nameProblem } from '../../../../shared/domain/person-name';
import { FormMessage } from '../../../components/form/form-message';
import { useForm, type FieldErrors } from '../../../components/form/use-form';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { TextField } from '../../../components/ui/text-field';
import { useSession } from '../../../lib/session';
import { paymentApi } from '../api/payment-api';

export interface Guardian {
  guardianName: string;
  guardianEmail: string;
}

interface AgeValues {
  ageBand: string;
  guardianName: string;
  guardianEmail: string;
}

const LABELS = AGE_BANDS.map((band) => AGE_BAND_LABELS[band]);
const bandOfLabel = (label: string): AgeBand | null => AGE_BANDS.find((band) => AGE_BAND_LABELS[band] === label) ?? null;

/**
 * Before paying: the age band when the account has none (saved to it), and,
 * under 16, the guardian who authorises the purchase (Terms). The guardian
 * gets the receipt and a short note; their name and e-mail go with the order.
 */
export function AgeStep({ onDone }: { onDone: (guardian: Guardian | null) => void }) {
  const { user, setUser } = useSession();
  const form = useForm<AgeValues>({
    initialValues: { ageBand: user?.ageBand ? AGE_BAND_LABELS[user.ageBand] : '', guardianName: '', guardianEmail: '' },
    validate: (values) => {
      const errors: FieldErrors = {};
      const band = bandOfLabel(values.ageBand);
      if (!band) errors.ageBand = AGE_BAND_MESSAGES.required;
      if (needsGuardian(band)) {
        if (!values.guardianName.trim()) errors.guardianName = AGE_BAND_MESSAGES.guardianNameRequired;
        else if (nameProblem(values.guardianName)) errors.guardianName = nameProblem(values.guardianName)!;
        if (!values.guardianEmail.trim()) errors.guardianEmail = AGE_BAND_MESSAGES.guardianEmailRequired;
        else if (!isValidEmail(values.guardianEmail.trim())) errors.guardianEmail = EMAIL_MESSAGES.invalid;
        else if (user && normalizeEmail(values.guardianEmail) === normalizeEmail(user.email)) errors.guardianEmail = AGE_BAND_MESSAGES.guardianIsYou;
      }
      return errors;
    },
    onSubmit: async (values) => {
      const band = bandOfLabel(values.ageBand)!;
      if (band !== user?.ageBand) setUser(await paymentApi.saveAgeBand(band));
      onDone(needsGuardian(band) ? { guardianName: values.guardianName.trim(), guardianEmail: values.guardianEmail.trim() } : null);
    },
  });
  const band = bandOfLabel(form.values.ageBand);

  return (
    <form {...form.formProps} className="space-y-4" aria-label="Antes de pagar">
      <ChoiceGroup
        legend={AGE_BAND_MESSAGES.label}
        options={LABELS}
        value={form.values.ageBand}
        onChange={(label) => form.setValue('ageBand', label)}
        describedBy="age-band-note"
      />
      <p id="age-band-note" className="text-sm text-slate-700">
        O Rumo é para quem tem {MINIMUM_AGE} anos ou mais.
      </p>
      {form.errors.ageBand && (
        <p className="text-sm text-red-800" aria-invalid="true">
          {form.errors.ageBand}
        </p>
      )}
      {needsGuardian(band) && (
        <fieldset className="space-y-4">
          <legend className="text-base font-semibold text-slate-900">Seu responsável</legend>
          <p className="text-sm text-slate-700">Quem tem menos de 16 anos compra com a autorização de um responsável. Ele recebe o recibo e um aviso.</p>
          <TextField label="Nome do responsável" autoComplete="off" {...form.field('guardianName')} />
          <TextField label="E-mail do responsável" type="email" autoComplete="off" {...form.field('guardianEmail')} />
        </fieldset>
      )}
      <FormMessage form={form} />
      <Button type="submit" loading={form.submitting} className="w-full">
        Continuar
      </Button>
    </form>
  );
}
