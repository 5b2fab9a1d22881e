import { Modal } from 'antd';
import { useEffect } from 'react';

export type ModalHookApi = ReturnType<typeof Modal.useModal>[0];

/** antd's modal hook with its holder, loaded the first time a screen opens a confirm or an alert. */
export function ModalHost({ onReady }: { onReady: (api: ModalHookApi) => void }) {
  const [api, holder] = Modal.useModal();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
