import { useEffect, useId, useState } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { Switch } from '../../../ui/Switch.tsx';
import { PreferenceRow } from './PreferenceRow.tsx';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether this device asks for reduced motion, followed as it changes. */
function useSystemReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(QUERY);
    const update = () => setReduced(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * Réduire les animations: a switch, and « Suivre le réglage du système » ticked while the user has
 * made no choice (null), the switch then showing what the system asks for. Moving the switch is a
 * choice of one's own; ticking the box again goes back to the system's.
 */
export function ReduceMotionControl({ value, onChange }: { value: boolean | null; onChange: (reduce: boolean | null) => void }) {
  const t = useT();
  const titleId = useId();
  const hintId = useId();
  const system = useSystemReducedMotion();
  const following = value === null;
  const reduced = value ?? system;
  return (
    <PreferenceRow
      title={t('appearance.motion.label')}
      titleId={titleId}
      hint={t(following ? (system ? 'appearance.motion.systemReduced' : 'appearance.motion.systemFull') : 'appearance.motion.own')}
      hintId={hintId}
      testId="reduce-motion"
    >
      <div className="flex flex-col items-start gap-3 sm:items-end">
        <Switch checked={reduced} onChange={onChange} labelledBy={titleId} describedBy={hintId} testId="reduce-motion-switch" />
        <Checkbox
          label={t('appearance.motion.followSystem')}
          checked={following}
          onChange={(event) => onChange(event.target.checked ? null : system)}
          data-testid="reduce-motion-system"
        />
      </div>
    </PreferenceRow>
  );
}
