import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useNavigate } from '../../lib/navigation';
import { Alert } from '../../components/ui/alert';
import { FormSuccess } from '../../components/form/form-success';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PASSWORD_SUCCESS_VISIBLE_MS, ACCOUNT_SUCCESS_VISIBLE_MS } from '../../config/timings';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { LifeStageForm } from '../../features/auth/components/life-stage-form';
import { EmailConfirmationBanner } from '../../features/auth/components/email-confirmation-banner';
import { AccountEditForm } from '../../features/auth/components/account-edit-form';
import { AccountOverview } from '../../features/auth/components/account-overview';
import { ACCOUNT_DELETED_STATE, markAccountDeleted } from '../../features/account-data/components/account-deleted-notice';
import { EducatorRequestSection } from '../../features/educator/components/educator-request-section';
import { isAdultBand } from '../../../shared/domain/work-rules';
import { MyDataSection } from '../../features/account-data/components/my-data-section';
import { MembershipsSection } from '../../features/schools/components/membership-list';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Shows a message for a while, then clears it. */
function useTimedMessage(visibleMs: number) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), visibleMs);
    return () => clearTimeout(timer);
  }, [message, visibleMs]);
  return [message, setMessage] as const;
}

export function AccountPage() {
  useDocumentTitle('Meu perfil');
  const { user, setUser, refreshUser, signOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [accountMessage, setAccountMessage] = useTimedMessage(ACCOUNT_SUCCESS_VISIBLE_MS);
  const [passwordMessage, setPasswordMessage] = useTimedMessage(PASSWORD_SUCCESS_VISIBLE_MS);
  const mustChange = Boolean(user?.mustChangePassword);
  const [showPassword, setShowPassword] = useState(Boolean((location.state as { changePassword?: boolean } | null)?.changePassword) || mustChange);

  if (!user) return null;

  const passwordCard = (
    <Card>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Senha</h2>
        {!showPassword && (
          <Button variant="secondary" onClick={() => setShowPassword(true)}>
            Trocar senha
          </Button>
        )}
      </div>
      {passwordMessage && (
        <div className="mb-4">
          <FormSuccess>{passwordMessage}</FormSuccess>
        </div>
      )}
      {showPassword ? (
        <ChangePasswordForm
          usingTemporaryPassword={mustChange}
          onChanged={(message) => {
            setPasswordMessage(message);
            setShowPassword(false);
            void refreshUser();
          }}
        />
      ) : (
        <p className="text-slate-700">Por segurança, use uma senha que você não usa em outros sites.</p>
      )}
    </Card>
  );

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Olá, {user.name.split(' ')[0]}!</h1>
        <p className="mt-1 text-slate-700">Seus dados e a segurança da sua conta.</p>
      </div>

      {mustChange ? (
        // Signed in with a temporary password: choosing the new one comes first, in the first screen (nothing else works until then).
        <>
          <Alert tone="info" title="Escolha uma nova senha">
            Você entrou com uma senha temporária. Ela não vale mais para outro login: crie agora uma senha nova.
          </Alert>
          {passwordCard}
        </>
      ) : (
        !user.emailVerified && <EmailConfirmationBanner email={user.email} />
      )}

      <Card>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">Dados pessoais</h2>
          {!editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Editar perfil
            </Button>
          )}
        </div>
        {accountMessage && (
          <div className="mb-4">
            <FormSuccess>{accountMessage}</FormSuccess>
          </div>
        )}
        {editing ? (
          <AccountEditForm
            user={user}
            onCancel={() => setEditing(false)}
            onSaved={(updated, message) => {
              setUser(updated);
              setEditing(false);
              setAccountMessage(message);
            }}
          />
        ) : (
          <AccountOverview
            user={user}
            onRemoved={(updated, message) => {
              setUser(updated);
              setAccountMessage(message);
            }}
          />
        )}
      </Card>

      {!mustChange && (
        <Card>
          <section aria-labelledby="sobre-voce" className="space-y-4">
            <h2 id="sobre-voce" className="text-xl font-semibold">
              Sobre você
            </h2>
            <LifeStageForm headingLevel={3} />
          </section>
        </Card>
      )}

      {!mustChange && passwordCard}

      {!mustChange && <MembershipsSection />}

      {/* Educator access is for adults (decision 0194): a known minor's band does not see the offer at all. */}
      {!mustChange && (user.ageBand === null || isAdultBand(user.ageBand)) && <EducatorRequestSection />}

      <MyDataSection
        onDeleted={() => {
          // The account is gone: to the login page, which says so, while this device signs out (its local data too).
          markAccountDeleted();
          void navigate('/login', { replace: true, state: ACCOUNT_DELETED_STATE });
          void signOut({ serverEnded: true });
        }}
      />
    </div>
  );
}
