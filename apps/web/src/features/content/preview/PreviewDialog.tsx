import { composePostText, NETWORK_NAMES, type Network } from '@publia/shared';
import { useState } from 'react';
import { addPageMessages, useT } from '../../../lib/i18n/index.ts';
import { Dialog, DialogBody } from '../../../ui/Dialog.tsx';
import { NetworkIcon } from '../../../ui/NetworkIcon.tsx';
import { TabList } from '../../../ui/Tabs.tsx';
import { useSocialAccounts } from '../../networks/queries.ts';
import { shownTitle } from '../content-display.ts';
import { POST_FRAMES } from './PostFrames.tsx';
import type { PreviewItem } from './preview-item.ts';
import { exampleCounts, previewProfile } from './preview-profile.ts';
import previewMessages from '../../../locales/fr-pages/preview.json';

// Not in the shell's French: `preview` joins the catalogue when this module loads, before anything renders.
addPageMessages('preview', previewMessages);

function PreviewBody({ item }: { item: PreviewItem }) {
  const t = useT();
  const accounts = useSocialAccounts();
  const [platform, setPlatform] = useState<Network | undefined>(item.platforms[0]);
  if (!platform) return null;
  const Frame = POST_FRAMES[platform];
  const profile = previewProfile(platform, accounts.data, { name: t('preview.exampleName'), handle: t('preview.exampleHandle') });
  const text = composePostText(item, platform);

  return (
    <>
      <div className="overflow-x-auto border-b border-gray-100 px-5 sm:px-6">
        <TabList
          label={t('preview.networksLabel')}
          idPrefix="preview"
          className="border-b-0"
          value={platform}
          onChange={setPlatform}
          options={item.platforms.map((value) => ({
            value,
            label: (
              <>
                <NetworkIcon platform={value} size="xs" />
                {NETWORK_NAMES[value]}
              </>
            ),
          }))}
        />
      </div>
      <DialogBody label={t('preview.scrollLabel', { platform: NETWORK_NAMES[platform] })}>
        {/* The networks' own look, light in either theme (data-theme: themes.css keeps the light palette there). */}
        <div
          role="tabpanel"
          id="preview-panel"
          aria-labelledby={`preview-tab-${platform}`}
          data-testid={`preview-${platform}`}
          data-theme="light"
          className="bg-gray-50 -mx-5 -my-4 px-4 py-5 sm:-mx-6 sm:px-6"
        >
          <div className="mx-auto max-w-md">
            <Frame item={item} text={text} profile={profile} counts={exampleCounts(item.id)} />
            <p className="mt-3 text-center text-xs text-gray-500">
              {t('preview.characters', { count: [...text].length })}
              {profile.example && <> · {t('preview.exampleNote', { platform: NETWORK_NAMES[platform] })}</>}
            </p>
          </div>
        </div>
      </DialogBody>
    </>
  );
}

/** "Aperçu": the post as each of its networks will show it, with the very text that network receives. */
export function PreviewDialog({ item, onClose }: { item: PreviewItem | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={item !== null} onClose={onClose} size="lg" testId="preview-dialog" title={t('preview.title')} description={item ? shownTitle(item, t) : undefined}>
      {item && <PreviewBody item={item} />}
    </Dialog>
  );
}
