import { FlaskConical } from 'lucide-react';
import { addPageMessages, useT } from '../lib/i18n/index.ts';
import { Badge } from './Badge.tsx';
import { cn } from './cn.ts';
import networksMessages from '../locales/fr-pages/networks.json';

// Not in the shell's French: `networks` joins the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);

/** "mode démo": the network runs in Publia's sandbox, nothing reaches the real network. */
export function DemoModeBadge({ className }: { className?: string }) {
  const t = useT();
  return (
    <Badge tone="warning" data-testid="demo-mode-badge" title={t('networks.demo.badgeHint')} className={cn('shrink-0', className)}>
      <FlaskConical aria-hidden="true" className="size-3" />
      {t('networks.demo.badge')}
    </Badge>
  );
}
