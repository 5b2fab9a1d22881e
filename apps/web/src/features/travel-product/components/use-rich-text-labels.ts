import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextLabels } from '@/shared/ui/rich-text/rich-text-labels';

/**
 * The shared editor's words from the `richText` namespace. Built here, in the feature, because shared code may
 * name no feature namespace: the pages that show the editor name `richText` in the page registry, and the
 * page-texts test follows these keys to them.
 */
export function useRichTextLabels(): RichTextLabels {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      toolbar: t('richText.toolbar.label'),
      bold: t('richText.toolbar.bold'),
      italic: t('richText.toolbar.italic'),
      underline: t('richText.toolbar.underline'),
      strike: t('richText.toolbar.strike'),
      heading2: t('richText.toolbar.heading2'),
      heading3: t('richText.toolbar.heading3'),
      bulletList: t('richText.toolbar.bulletList'),
      orderedList: t('richText.toolbar.orderedList'),
      alignLeft: t('richText.toolbar.alignLeft'),
      alignCenter: t('richText.toolbar.alignCenter'),
      alignRight: t('richText.toolbar.alignRight'),
      link: t('richText.toolbar.link'),
      image: t('richText.toolbar.image'),
      undo: t('richText.toolbar.undo'),
      redo: t('richText.toolbar.redo'),
      source: t('richText.toolbar.source'),
      sourceHelp: t('richText.help.source'),
      linkAddress: t('richText.link.address'),
      linkApply: t('richText.link.apply'),
      linkRemove: t('richText.link.remove'),
      linkCancel: t('richText.link.cancel'),
      linkInvalid: t('richText.link.invalid'),
      uploading: t('richText.image.uploading'),
      uploadFailed: t('richText.image.uploadFailed'),
      loading: t('richText.help.loading'),
      count: (length: number, max: number) => t('richText.help.count', { count: length.toLocaleString(language), max: max.toLocaleString(language) }),
    }),
    // The language too: `t` may keep its identity across a language switch.
    [t, language],
  );
}
