import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** The main call to action of the public pages. */
export function StartTestLink({ className = '', label = 'Iniciar Teste Agora' }: { className?: string; label?: string }) {
  return (
    <Link to="/assessment" className={buttonClasses('primary', `whitespace-nowrap px-7 text-lg shadow-lg shadow-brand-700/25 ${className}`)}>
      {label}
      <span aria-hidden="true">→</span>
    </Link>
  );
}
