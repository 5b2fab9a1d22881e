import { PlusOutlined } from '@ant-design/icons';
import { checkImageInBrowser, PRODUCT_IMAGE_RULES } from '@po/contracts';
import { Alert, Button, Flex, Spin } from 'antd';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, isApiError } from '@/shared/http/errors';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { Text } from '@/shared/ui/typography';
import { useUploadProductImage } from '../api/upload-image';
import { ImageThumb, THUMB } from './image-thumb';

/** One image of the form: the upload's id (sent) and where it is served (shown). */
export interface ProductImageValue {
  fileSeq: number;
  fileUrl: string;
}

export interface ImageSectionProps {
  /** Given by the form item (`images`): the chosen images in order, the first being the main image. */
  value?: ProductImageValue[];
  onChange?: (value: ProductImageValue[]) => void;
  /** A master session: the images show, nothing can be added, moved or removed. */
  disabled?: boolean;
  id?: string;
}

const MAX = PRODUCT_IMAGE_RULES.maxCount;
// Hidden but present: the button opens it, and browser tests set files on it (`setInputFiles`).
const HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', opacity: 0 } as const;

/**
 * The product's images as one form field: up to three, uploaded as soon as they are chosen (button or drop),
 * checked in the browser first by the contract's type and size rules, shown as thumbnails in order (move
 * left / right, remove). Works for the registration and the update alike: the value is the list itself.
 */
export function ImageSection({ value = [], onChange, disabled, id }: ImageSectionProps) {
  const { t } = useTranslation();
  const upload = useUploadProductImage();
  const input = useRef<HTMLInputElement>(null);
  // The latest list, so uploads finishing one after another each add to what the one before left.
  const latest = useRef(value);
  latest.current = value;
  const [pending, setPending] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [sizes, setSizes] = useState<Record<number, { width: number; height: number }>>({});
  const [over, setOver] = useState(false);

  const commit = (next: ProductImageValue[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const move = (from: number, to: number) => {
    const next = [...latest.current];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    commit(next);
  };
  const remove = (index: number) => commit(latest.current.filter((_, i) => i !== index));

  async function send(file: File) {
    setPending((p) => [...p, file.name]);
    try {
      const reply = await upload.mutateAsync(file);
      setSizes((s) => ({ ...s, [reply.fileSeq]: { width: reply.width, height: reply.height } }));
      commit([...latest.current, { fileSeq: reply.fileSeq, fileUrl: reply.fileUrl }].slice(0, MAX));
    } catch (error) {
      const key = isApiError(error, 'VALIDATION_ERROR') ? error.body?.fields?.[0]?.messageKey : undefined;
      const text = key ? t(runtimeKey(key)) : failureText(error, t('productImage.msg.uploadFailed'));
      if (text) setErrors((e) => [...e, `${file.name}: ${text}`]);
    } finally {
      setPending((p) => p.filter((_, i) => i !== p.indexOf(file.name)));
    }
  }

  const take = (files: FileList | null) => {
    if (disabled || !files) return;
    const room = MAX - latest.current.length - pending.length;
    const problems: string[] = [];
    Array.from(files).forEach((file, i) => {
      const refused = i >= room ? 'productImage.msg.full' : checkImageInBrowser(file);
      if (refused) problems.push(`${file.name}: ${t(refused)}`);
      else void send(file);
    });
    setErrors(problems);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files);
  };
  const full = value.length + pending.length >= MAX;
  return (
    <div
      id={id}
      onDragOver={(e) => {
        if (disabled) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{ border: `1px dashed ${over ? '#1677ff' : 'transparent'}`, borderRadius: 8, padding: 4 }}
      data-testid="product-images"
    >
      <Text type="secondary">{t('productImage.help.rules')}</Text>
      <Flex component="ol" gap={12} wrap align="start" style={{ padding: 0, margin: '8px 0' }} aria-live="polite">
        {value.map((img, i) => (
          <ImageThumb
            key={img.fileSeq}
            index={i}
            count={value.length}
            fileUrl={img.fileUrl}
            size={sizes[img.fileSeq]}
            disabled={disabled}
            onMove={move}
            onRemove={remove}
          />
        ))}
        {pending.map((name, i) => (
          <li key={`${name}-${i}`} style={{ listStyle: 'none', ...THUMB }} data-testid="product-images-pending">
            <Flex vertical align="center" justify="center" gap={4} style={{ height: '100%', border: '1px dashed #d9d9d9', borderRadius: 6 }}>
              <Spin size="small" />
              <Text type="secondary" style={{ fontSize: 12 }}>
                {t('productImage.label.uploading')}
              </Text>
            </Flex>
          </li>
        ))}
      </Flex>
      {!disabled && (
        <Flex gap={8} align="center" wrap>
          <input
            ref={input}
            type="file"
            multiple
            accept={PRODUCT_IMAGE_RULES.accept}
            tabIndex={-1}
            aria-label={t('productImage.label.addFor', { max: MAX })}
            style={HIDDEN}
            onChange={(e) => {
              take(e.currentTarget.files);
              // Cleared so that choosing the same file again fires a change.
              e.currentTarget.value = '';
            }}
            data-testid="product-images-input"
          />
          <Button icon={<PlusOutlined />} disabled={full} onClick={() => input.current?.click()} data-testid="product-images-add">
            {t('productImage.label.add')}
          </Button>
          <Text type="secondary" data-testid="product-images-count">
            {t('productImage.label.count', { count: value.length, max: MAX })}
          </Text>
          <Text type="secondary">{t('productImage.help.drop')}</Text>
        </Flex>
      )}
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          title={errors.map((e) => (
            <div key={e}>{e}</div>
          ))}
          data-testid="product-images-error"
        />
      )}
    </div>
  );
}
