import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** « ← Retour aux paramètres » above a settings page of its own. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      data-testid="back-link"
      className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-gray-600 transition-colors hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
