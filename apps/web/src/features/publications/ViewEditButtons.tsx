import type { ContentItem } from '@publia/shared';
import { Eye, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { Button, buttonClasses } from '../../ui/Button.tsx';
import publicationsMessages from '../../locales/fr-pages/publications.json';

// Not in the shell's French: `publications` joins the catalogue when this module loads, before anything renders.
addPageMessages('publications', publicationsMessages);

/** « Aperçu » and, for who may edit, « Modifier » (the create screen on the draft): first of a card's actions. */
export function ViewEditButtons({ item, canEdit, onPreview }: { item: ContentItem; canEdit: boolean; onPreview: (item: ContentItem) => void }) {
  const t = useT();
  return (
    <>
      <Button size="sm" variant="outline" icon={<Eye aria-hidden="true" className="size-4" />} onClick={() => onPreview(item)}>
        {t('publications.actions.preview')}
      </Button>
      {canEdit && (
        <Link to={`/create?draft=${encodeURIComponent(item.id)}`} className={buttonClasses({ size: 'sm', variant: 'outline' })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('publications.actions.edit')}
        </Link>
      )}
    </>
  );
}
