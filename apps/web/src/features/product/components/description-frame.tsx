import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The description is the seller's HTML. It is shown in a sandboxed frame without `allow-scripts` (and with a CSP
// that forbids scripts), so nothing in it runs, its styles cannot reach the console's page and its forms and
// links cannot navigate the console. `allow-same-origin` only lets the console read the frame's height.
const FRAME_HEAD =
  '<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src \'none\'; object-src \'none\'; form-action \'none\'">' +
  '<style>body{margin:0;font-family:system-ui,sans-serif;font-size:14px;line-height:1.6;color:#1f1f1f}img{max-width:100%;height:auto}</style>';

/** The product's description as the storefront's detail tab shows it, inside its own frame. */
export function DescriptionFrame({ html }: { html: string }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(240);
  const fit = () => {
    const body = frame.current?.contentDocument?.body;
    if (body) setHeight(Math.min(Math.max(body.scrollHeight + 16, 120), 4000));
  };
  return (
    <iframe
      ref={frame}
      title={t('productReview.preview.descriptionTitle')}
      sandbox="allow-same-origin"
      srcDoc={`<!doctype html><html><head>${FRAME_HEAD}</head><body>${html}</body></html>`}
      onLoad={fit}
      style={{ width: '100%', height, border: '1px solid #f0f0f0', borderRadius: 6 }}
      data-testid="preview-description"
    />
  );
}
