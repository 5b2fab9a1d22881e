import { PrinterOutlined } from '@ant-design/icons';
import { Button, Flex, Spin } from 'antd';
import { Paragraph, Text, Title } from '@/shared/ui/typography';
import { Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './terms-document.css';
import { usePrinting } from '@/shared/hooks/use-printing';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';

/** The contract documents of business-area §9, kept in the catalogue's terms namespace (contracts messages/<lang>/terms.json). */
export const TERMS_DOCUMENTS = ['sellerTerms', 'guarantee', 'paymentPledge'] as const;
export type TermsDocumentId = (typeof TERMS_DOCUMENTS)[number];

export interface TermsArticle {
  title: string;
  paragraphs: string[];
}

export interface TermsText {
  title: string;
  /** Revision or effective date line. */
  effective?: string;
  intro?: string;
  articles: TermsArticle[];
}

/** The document in the current language. */
export function useTermsText(id: TermsDocumentId): TermsText {
  useMessageNamespaces('terms');
  const { t } = useTranslation();
  const text = t(`terms.${id}`, { returnObjects: true }) as unknown;
  const doc = (typeof text === 'object' && text !== null ? text : {}) as Partial<TermsText>;
  return { title: doc.title ?? id, effective: doc.effective, intro: doc.intro, articles: Array.isArray(doc.articles) ? doc.articles : [] };
}

function TermsBody({ text }: { text: TermsText }) {
  return (
    <article className="po-terms__body">
      <Title level={4} className="po-terms__title">
        {text.title}
      </Title>
      {text.effective && <Text type="secondary">{text.effective}</Text>}
      {text.intro && <Paragraph className="po-terms__intro">{text.intro}</Paragraph>}
      {text.articles.map((article) => (
        <section key={article.title} className="po-terms__article">
          <Title level={5}>{article.title}</Title>
          {article.paragraphs.map((p, i) => (
            <Paragraph key={i} className="po-terms__paragraph">
              {p}
            </Paragraph>
          ))}
        </section>
      ))}
    </article>
  );
}

export interface TermsDocumentProps {
  id: TermsDocumentId;
  /** Shows a print button that prints only this document. */
  printable?: boolean;
  /** Scrolls the text inside a box of this height (px); the whole text otherwise. */
  maxHeight?: number;
}

/**
 * A contract document (seller terms, guarantee agreement, payment pledge) as numbered articles.
 * Printing copies the document into a print-only area at the end of <body>, so only the document is
 * printed, without a pop-up window.
 */
function TermsDocumentText({ id, printable = true, maxHeight }: TermsDocumentProps) {
  const { t } = useTranslation();
  const text = useTermsText(id);
  const [printing, print] = usePrinting();
  return (
    <div className="po-terms" data-testid={`terms-${id}`}>
      {printable && (
        <Flex justify="flex-end" className="po-terms__tools">
          <Button size="small" icon={<PrinterOutlined />} onClick={print} data-testid={`terms-print-${id}`}>
            {t('common.button.print')}
          </Button>
        </Flex>
      )}
      <div
        className="po-terms__scroll"
        style={maxHeight ? { maxHeight, overflowY: 'auto' } : undefined}
        // A scrolling box must be reachable by keyboard to be read.
        tabIndex={maxHeight ? 0 : undefined}
        role={maxHeight ? 'region' : undefined}
        aria-label={maxHeight ? text.title : undefined}
      >
        <TermsBody text={text} />
      </div>
      {printing &&
        createPortal(
          <div className="po-print-area po-terms-print" data-testid={`terms-print-area-${id}`}>
            <TermsBody text={text} />
          </div>,
          document.body,
        )}
    </div>
  );
}

/** The document; its texts load with the first document shown (a spinner in its place meanwhile). */
export function TermsDocument(props: TermsDocumentProps) {
  return (
    <Suspense fallback={<Spin data-testid={`terms-loading-${props.id}`} />}>
      <TermsDocumentText {...props} />
    </Suspense>
  );
}
