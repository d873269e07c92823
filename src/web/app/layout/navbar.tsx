import { useState } from 'react';
import { Link, NavLink, useMovesByPageLoad, useNavigate } from '../../lib/navigation';
import { APP_ROUTES, STAFF_CONSOLE_PATH } from '../../../shared/constants/app-routes';
import { useSession } from '../../lib/session';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'}`;

export function Navbar() {
  const { status, user, signOut } = useSession();
  const navigate = useNavigate();
  const movesByPageLoad = useMovesByPageLoad();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  async function logout() {
    close();
    if (movesByPageLoad) {
      // A page load would cut the logout short (the call, the quiz's local data): end the session, then leave.
      await signOut();
      navigate('/');
      return;
    }
    // In the app, leave the (possibly protected) page first, so the guard does not bounce us to /login.
    navigate('/');
    await signOut();
  }

  const links =
    status === 'authenticated' && user ? (
      <>
        <NavLink to="/assessment" className={linkClasses} onClick={close}>
          Fazer Teste
        </NavLink>
        <NavLink to={APP_ROUTES.account} className={linkClasses} onClick={close}>
          Perfil
        </NavLink>
        <NavLink to="/history" className={linkClasses} onClick={close}>
          Seu Resultado
        </NavLink>
        {user.canAccessCurriculum && (
          <NavLink to="/curriculum" className={linkClasses} onClick={close}>
            Currículo
          </NavLink>
        )}
        {user.role === 'EDUCATOR' && (
          <NavLink to={APP_ROUTES.classes} className={linkClasses} onClick={close}>
            Turmas
          </NavLink>
        )}
        {user.isStaff && (
          <NavLink to={STAFF_CONSOLE_PATH} className={linkClasses} onClick={close}>
            Equipe
          </NavLink>
        )}
        <button
          type="button"
          onClick={() => void logout()}
          className="block w-full rounded-lg px-3 py-2 text-left text-base font-medium text-slate-800 hover:bg-slate-100 md:w-auto"
        >
          Sair
        </button>
      </>
    ) : (
      <>
        <NavLink to="/" end className={linkClasses} onClick={close}>
          Home
        </NavLink>
        <NavLink to="/login" className={linkClasses} onClick={close}>
          Entrar
        </NavLink>
        <NavLink
          to="/register"
          className={({ isActive }) => `${linkClasses({ isActive })} md:bg-brand-700 md:text-white md:hover:bg-brand-800`}
          onClick={close}
        >
          Inscreva-se
        </NavLink>
      </>
    );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Principal" className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold text-brand-800" onClick={close}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          Rumo
        </Link>
        <button
          type="button"
          className="rounded-lg px-3 py-2 font-semibold text-brand-800 ring-1 ring-slate-300 md:hidden"
          aria-expanded={open}
          aria-controls="menu-principal"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Fechar' : 'Menu'}
        </button>
        <div id="menu-principal" className={`${open ? 'flex' : 'hidden'} w-full flex-col gap-1 md:flex md:w-auto md:flex-row md:items-center`}>
          {links}
        </div>
      </nav>
    </header>
  );
}
