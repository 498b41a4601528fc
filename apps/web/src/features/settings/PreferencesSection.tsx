import { TEXT_SIZE, type User } from '@publia/shared';
import { Languages, Palette } from 'lucide-react';
import type { ReactNode } from 'react';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import appearanceMessages from '../../locales/fr-pages/appearance.json';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useSession } from '../auth/session.ts';
import { AccentChoice } from './preferences/AccentChoice.tsx';
import { LanguageChoice } from './preferences/LanguageChoice.tsx';
import { ReduceMotionControl } from './preferences/ReduceMotionControl.tsx';
import { TextSizeControl } from './preferences/TextSizeControl.tsx';
import { ThemeChoice } from './preferences/ThemeChoice.tsx';
import { TimeZoneControl } from './preferences/TimeZoneControl.tsx';
import { useSavePreference } from './preferences/use-save-preference.ts';

// The tab's words join the catalogue with this chunk: the shell's first download does not carry them.
addPageMessages('appearance', appearanceMessages);

/** The rows of a block, a line between each. */
function Rows({ children }: { children: ReactNode }) {
  return <div className="divide-y divide-gray-200">{children}</div>;
}

/**
 * Paramètres → Préférences: the appearance (theme, accent colour, text size, motion), then the
 * language and time zone. Each control applies at once and is saved to the account on its own, so
 * the choice follows the user to any browser.
 */
export function PreferencesSection() {
  const t = useT();
  const user: User | undefined = useSession()?.user;
  const { save, preview } = useSavePreference();
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6" data-testid="preferences-section">
      <SectionCard icon={Palette} title={t('appearance.appearanceTitle')} description={t('appearance.intro')}>
        <Rows>
          <ThemeChoice value={user.theme} onChange={(theme) => save({ theme })} />
          <AccentChoice value={user.accentColor} onChange={(accentColor) => save({ accentColor })} />
          <TextSizeControl value={user.textSize ?? TEXT_SIZE.default} preview={preview} save={save} />
          <ReduceMotionControl value={user.reduceMotion} onChange={(reduceMotion) => save({ reduceMotion })} />
        </Rows>
      </SectionCard>
      <SectionCard icon={Languages} title={t('appearance.regionTitle')} description={t('appearance.regionIntro')}>
        <Rows>
          <LanguageChoice value={user.locale} onChange={(locale) => save({ locale })} />
          <TimeZoneControl value={user.timeZone} onChange={(timeZone) => save({ timeZone })} />
        </Rows>
      </SectionCard>
    </div>
  );
}
