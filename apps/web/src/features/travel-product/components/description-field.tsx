import { checkImageInBrowser, PRODUCT_IMAGE_RULES, PRODUCT_LIMITS } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { failureText, isApiError } from '@/shared/http/errors';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { RichTextField } from '@/shared/ui/rich-text/rich-text-field';
import { uploadTravelImage } from '../api/upload-image';
import { useRichTextLabels } from './use-rich-text-labels';

interface DescriptionFieldProps {
  /** Given by the form item (`prodDesc`): the description's HTML. */
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  /** A master session: the description shows, nothing can change. */
  disabled?: boolean;
}

/**
 * The property's description (`prodDesc`) in the shared rich-text editor. Pictures in it go through the image
 * upload (`editorName` prodDesc) after the catalog's browser check; the server sanitises
 * the HTML on save whatever the editor sent.
 */
export function DescriptionField({ value, onChange, id, disabled }: DescriptionFieldProps) {
  const { t } = useTranslation();
  const labels = useRichTextLabels();

  const upload = async (file: File) => {
    try {
      const reply = await uploadTravelImage(file, 'prodDesc');
      return { url: reply.fileUrl };
    } catch (error) {
      // The server's reason for this file, in the user's language; an empty message shows the editor's own.
      const key = isApiError(error, 'VALIDATION_ERROR') ? error.body?.fields?.[0]?.messageKey : undefined;
      throw new Error(key ? t(runtimeKey(key)) : (failureText(error, '') ?? ''), { cause: error });
    }
  };
  const check = (file: File) => {
    const refused = checkImageInBrowser(file);
    return refused ? t(refused) : null;
  };

  return (
    <RichTextField
      value={value}
      onChange={onChange}
      id={id}
      labels={labels}
      label={t('travelProduct.field.prodDesc')}
      maxLength={PRODUCT_LIMITS.prodDescMax}
      readOnly={disabled}
      onUploadImage={upload}
      checkImage={check}
      imageAccept={PRODUCT_IMAGE_RULES.accept}
      data-testid="travel-prodDesc"
    />
  );
}
