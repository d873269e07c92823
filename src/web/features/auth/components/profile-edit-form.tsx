import { useState, type FormEvent } from 'react';
import { CPF_MESSAGES, EMAIL_CHANGE_MESSAGES, NOTHING_CHANGED_MESSAGE, PHONE_MESSAGES, type User } from '../../../../shared/contracts/auth.contract';
import { formatCpf, isValidCpf, onlyDigits } from '../../../../shared/domain/cpf';
import { EMAIL_MESSAGES, isValidEmail } from '../../../../shared/domain/email';
import { nameProblem, normalizeName } from '../../../../shared/domain/person-name';
import { formatPhone, isValidPhone } from '../../../../shared/domain/phone';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';

type Field = 'name' | 'email' | 'document' | 'phone' | 'currentPassword';

export function ProfileEditForm({ user, onSaved, onCancel }: { user: User; onSaved: (user: User, message: string) => void; onCancel: () => void }) {
  const [values, setValues] = useState({
    name: user.name,
    email: user.email,
    document: user.document ? formatCpf(user.document) : '',
    phone: user.phone ? formatPhone(user.phone) : '',
    currentPassword: '',
  });
  // Another address (not only another case) needs the current password: the change is confirmed by e-mail after.
  const newAddress = values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found: Partial<Record<Field, string>> = {};
    const problem = nameProblem(values.name);
    if (problem) found.name = problem;
    if (!isValidEmail(values.email.trim())) found.email = EMAIL_MESSAGES.invalid;
    if (values.document && !isValidCpf(values.document)) found.document = CPF_MESSAGES.invalid;
    if (values.phone && !isValidPhone(values.phone)) found.phone = PHONE_MESSAGES.invalid;
    if (newAddress && !values.currentPassword) found.currentPassword = EMAIL_CHANGE_MESSAGES.passwordRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    // Only non-empty fields are sent (spec §5); unchanged ones are left out too.
    const patch: { name?: string; email?: string; document?: string; phone?: string; currentPassword?: string } = {};
    if (normalizeName(values.name) !== user.name) patch.name = values.name;
    if (values.email.trim() !== user.email) patch.email = values.email.trim();
    if (values.document && onlyDigits(values.document) !== user.document) patch.document = onlyDigits(values.document);
    if (values.phone && onlyDigits(values.phone) !== user.phone) patch.phone = onlyDigits(values.phone);
    if (Object.keys(patch).length === 0) return setError(NOTHING_CHANGED_MESSAGE);
    if (newAddress) patch.currentPassword = values.currentPassword;

    setPending(true);
    try {
      const { data, message } = await authApi.updateMe(patch);
      onSaved(data.user, message ?? 'Perfil atualizado com sucesso!');
    } catch (err) {
      setError(err instanceof ApiError && err.kind === 'http' ? userMessage(err, 'Erro ao atualizar perfil') : 'Erro ao atualizar perfil');
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-label="Editar perfil">
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label="Nome completo"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
        error={errors.name}
        maxLength={120}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        error={errors.email}
        maxLength={254}
      />
      {newAddress && (
        <PasswordField
          label="Senha atual"
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
          error={errors.currentPassword}
          hint="Para trocar o e-mail. O novo endereço vale depois que você abrir o link que enviaremos para ele."
          maxLength={128}
        />
      )}
      <TextField
        label="CPF"
        name="document"
        inputMode="numeric"
        placeholder="000.000.000-00"
        value={values.document}
        onChange={(e) => setValues((v) => ({ ...v, document: formatCpf(e.target.value) }))}
        error={errors.document}
        maxLength={14}
        hint="Opcional. Usado no pagamento."
      />
      <TextField
        label="Telefone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(11) 98765-4321"
        value={values.phone}
        onChange={(e) => setValues((v) => ({ ...v, phone: formatPhone(e.target.value) }))}
        error={errors.phone}
        maxLength={15}
        hint="Opcional. Com DDD."
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={pending}>
          Salvar alterações
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
