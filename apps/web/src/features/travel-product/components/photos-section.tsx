import { DeleteOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { checkImageInBrowser, PRODUCT_IMAGE_RULES, TRAVEL_LIMITS } from '@po/contracts';
import { Alert, Button, Flex, Image, Spin } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { uploadTravelImage } from '../api/upload-image';

/** One photo of the form: the upload's id (sent) and where it is served (shown). */
export interface TravelPhoto {
  fileSeq: number;
  fileUrl: string;
}

// Hidden but present: the button opens it, and browser tests set files on it.
const HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', opacity: 0 } as const;

/**
 * The property's photos (1 to 10, the first the main one) as one form value: uploaded as soon as chosen after the
 * catalog's browser check of type and size, shown in order; a photo can be made the main one or removed.
 */
export function PhotosSection({ value = [], onChange, disabled }: { value?: TravelPhoto[]; onChange?: (v: TravelPhoto[]) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;
  const [pending, setPending] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);

  const commit = (next: TravelPhoto[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const add = async (files: File[]) => {
    setErrors([]);
    for (const file of files.slice(0, TRAVEL_LIMITS.imagesMax - latest.current.length)) {
      const refused = checkImageInBrowser(file);
      if (refused) {
        setErrors((e) => [...e, `${file.name}: ${t(runtimeKey(refused))}`]);
        continue;
      }
      setPending((n) => n + 1);
      try {
        const reply = await uploadTravelImage(file);
        commit([...latest.current, { fileSeq: reply.fileSeq, fileUrl: reply.fileUrl }]);
      } catch (error) {
        setErrors((e) => [...e, `${file.name}: ${failureText(error, t('travelProduct.msg.saveFailed')) ?? ''}`]);
      } finally {
        setPending((n) => n - 1);
      }
    }
  };

  return (
    <Flex vertical gap={8} data-testid="travel-photos">
      <Flex wrap gap={8}>
        {value.map((p, i) => (
          <Flex key={p.fileSeq} vertical align="center" gap={4} data-testid={`travel-photo-${i}`}>
            <Image src={p.fileUrl} width={96} height={96} style={{ objectFit: 'cover' }} alt={`${t('travelProduct.field.images')} ${i + 1}`} />
            <Flex gap={4}>
              {i > 0 && (
                <Button
                  size="small"
                  icon={<StarOutlined />}
                  aria-label={t('travelProduct.action.mainPhoto')}
                  disabled={disabled}
                  onClick={() => commit([p, ...value.filter((_, j) => j !== i)])}
                />
              )}
              <Button
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('travelProduct.action.removePhoto')}
                disabled={disabled}
                onClick={() => commit(value.filter((_, j) => j !== i))}
              />
            </Flex>
          </Flex>
        ))}
        {pending > 0 && <Spin />}
      </Flex>
      <input
        ref={input}
        type="file"
        multiple
        accept={PRODUCT_IMAGE_RULES.accept}
        style={HIDDEN}
        tabIndex={-1}
        data-testid="travel-photos-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void add(files);
        }}
      />
      <Button
        icon={<PlusOutlined />}
        style={{ alignSelf: 'start' }}
        disabled={disabled || value.length >= TRAVEL_LIMITS.imagesMax}
        onClick={() => input.current?.click()}
      >
        {t('travelProduct.action.addPhoto')}
      </Button>
      {errors.map((e) => (
        <Alert key={e} type="error" showIcon title={e} />
      ))}
    </Flex>
  );
}
