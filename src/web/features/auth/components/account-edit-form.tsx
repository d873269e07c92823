import { EMAIL_CHANGE_MESSAGES, NOTHING_CHANGED_MESSAGE, updateMeContract, type User } from '../../../../shared/contracts/auth.contract';
import type { ContractBody } from '../../../../shared/contracts/contract';
import { formatCpf, onlyDigits } from '../../../../shared/domain/cpf';
import { normalizeName } from '../../../../shared/domain/person-name';
import { formatPhone } from '../../../../shared/domain/phone';
import { FormMessage } from '../../../components/form/form-message';
import { schemaErrors } from '../../../components/form/schema-errors';
import { useForm } from '../../../components/form/use-form';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';

interface AccountValues {
  name: string;
  email: string;
  document: string;
  phone: string;
  currentPassword: string;
}

/** Another address (not only another case) needs the current password: the change is confirmed by e-mail after. */
const isNewAddress = (values: AccountValues, user: User) => values.email.trim().toLowerCase() !== user.email.toLowerCase();

/** What the contract checks: a blank CPF or phone is left out (not sent), the password only goes with a new address. */
function checkedBody(values: AccountValues, newAddress: boolean) {
  return {
    name: values.name,
    email: values.email,
    document: values.document || undefined,
    phone: values.phone || undefined,
    currentPassword: newAddress ? values.currentPassword : undefined,
  };
}

export function AccountEditForm({ user, onSaved, onCancel }: { user: User; onSaved: (user: User, message: string) => void; onCancel: () => void }) {
  const form = useForm<AccountValues>({
    initialValues: {
      name: user.name,
      email: user.email,
      document: user.document ? formatCpf(user.document) : '',
      phone: user.phone ? formatPhone(user.phone) : '',
      currentPassword: '',
    },
    validate: (values) => {
      const newAddress = isNewAddress(values, user);
      const errors = schemaErrors(updateMeContract.body, checkedBody(values, newAddress));
      // The server asks for it too (the contract cannot know the current address), with the same message.
      if (newAddress && !values.currentPassword) errors.currentPassword ??= EMAIL_CHANGE_MESSAGES.passwordRequired;
      return errors;
    },
    onSubmit: async (values): Promise<void> => {
      // Only non-empty fields are sent (spec §5); unchanged ones are left out too.
      const patch: ContractBody<typeof updateMeContract> = {};
      if (normalizeName(values.name) !== user.name) patch.name = values.name;
      if (values.email.trim() !== user.email) patch.email = values.email.trim();
      if (values.document && onlyDigits(values.document) !== user.document) patch.document = onlyDigits(values.document);
      if (values.phone && onlyDigits(values.phone) !== user.phone) patch.phone = onlyDigits(values.phone);
      if (Object.keys(patch).length === 0) return form.fail(NOTHING_CHANGED_MESSAGE);
      if (isNewAddress(values, user)) patch.currentPassword = values.currentPassword;
      try {
        const { data, message } = await authApi.updateMe(patch);
        onSaved(data.user, message ?? 'Perfil atualizado com sucesso!');
      } catch (err) {
        form.fail(err instanceof ApiError && err.kind === 'http' ? userMessage(err, 'Erro ao atualizar perfil') : 'Erro ao atualizar perfil');
      }
    },
  });

  return (
    <form {...form.formProps} className="space-y-4" aria-label="Editar perfil">
      <TextField label="Nome completo" autoComplete="name" {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      {isNewAddress(form.values, user) && (
        <PasswordField
          label="Senha atual"
          autoComplete="current-password"
          hint="Para trocar o e-mail. O novo endereço vale depois que você abrir o link que enviaremos para ele."
          {...form.field('currentPassword')}
        />
      )}
      {/* The masks bound CPF and phone to their formats (spec §5: 14 and 15 characters). */}
      <TextField label="CPF" inputMode="numeric" placeholder="000.000.000-00" hint="Opcional. Usado no pagamento." {...form.field('document', formatCpf)} />
      <TextField
        label="Telefone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(11) 98765-4321"
        hint="Opcional. Com DDD."
        {...form.field('phone', formatPhone)}
      />
      <FormMessage form={form} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={form.submitting}>
          Salvar alterações
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={form.submitting}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
