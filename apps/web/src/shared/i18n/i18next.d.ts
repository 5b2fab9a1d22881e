import 'i18next';
import type { TMessageCatalog } from '@po/contracts';

// Keys are typed from the catalogue: `t('nope.key')` fails typecheck. The whole catalogue is typed as
// one tree, so a key reads as written (`login.msg.id`); at run time its first part picks the namespace.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TMessageCatalog };
    returnNull: false;
  }
}
