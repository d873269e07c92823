import { Link } from '../../../lib/navigation';
import { buttonClasses } from '../../../components/ui/button';
import { useStartTestTarget } from '../../../lib/start-test-target';

/** The main call to action of the public pages. */
export function StartTestLink({ className = '', label = 'Iniciar Teste Agora' }: { className?: string; label?: string }) {
  const startTarget = useStartTestTarget();
  return (
    <Link to={startTarget} className={buttonClasses('primary', `whitespace-nowrap px-7 text-lg shadow-lg shadow-brand-700/25 ${className}`)}>
      {label}
      <span aria-hidden="true">→</span>
    </Link>
  );
}
