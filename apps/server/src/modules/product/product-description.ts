import { PRODUCT_IMAGE_PATH } from '@po/contracts';
import sanitizeHtml from 'sanitize-html';

/** Our own served images (`/api/file/image/<n>`), the one relative `src` kept. */
const OWN_IMAGE = new RegExp(`^${PRODUCT_IMAGE_PATH.replace(/\//g, '\\/')}\\d+$`);
const LINK = /^(https?:|mailto:)/i;

/** Style properties a description may set: colour, alignment, emphasis. Nothing that sizes, positions or hides. */
const SAFE_STYLES: Record<string, RegExp[]> = {
  color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i],
  'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i],
  'text-align': [/^(left|right|center|justify)$/],
  'font-weight': [/^(normal|bold|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'text-decoration': [/^(none|underline|line-through)$/],
};

const TEXT_TAGS = ['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const INLINE_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small', 'sub', 'sup'];
const LIST_TAGS = ['ul', 'ol', 'li', 'dl', 'dt', 'dd'];
const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const ALIGNED = ['p', 'div', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th', 'blockquote'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...TEXT_TAGS, ...INLINE_TAGS, ...LIST_TAGS, ...TABLE_TAGS, 'a', 'img', 'figure', 'figcaption'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'scope', 'style'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start'],
    ...Object.fromEntries(ALIGNED.filter((t) => t !== 'td' && t !== 'th').map((t) => [t, ['style']])),
  },
  allowedStyles: { '*': SAFE_STYLES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Script and style contents go with their tags; any other refused tag leaves its text.
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opens outside the mall's page and hands it nothing; only http(s) and mailto targets stay.
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      if (attribs.title) out.title = attribs.title;
      const href = attribs.href?.trim();
      if (href && LINK.test(href)) Object.assign(out, { href, target: '_blank', rel: 'noopener noreferrer nofollow' });
      return { tagName, attribs: out };
    },
  },
  // An image is ours (/api/file/image/<n>) or an https address; anything else (data:, a path elsewhere) goes.
  exclusiveFilter: (frame) => frame.tag === 'img' && !(OWN_IMAGE.test(frame.attribs.src ?? '') || /^https:\/\//i.test(frame.attribs.src ?? '')),
};

/**
 * A product description as it may be shown on the mall's pages: ordinary formatting, tables, links and
 * pictures; never a script, an event handler, a `javascript:` address, a frame or a style that hides or
 * moves things (DESIGN "Rich text": the server sanitises before saving, whatever the editor sent).
 */
export function sanitizeDescription(html: string): string {
  // One pass can leave markup that the next reading nests differently (`<p><table>` from a dropped `<math>` is
  // read back as a closed `<p>`, a table and another `<p>`), so passes repeat until the text stands still: what is
  // saved is what it reads as, and a description saved again does not change.
  let out = sanitizeHtml(html, OPTIONS).trim();
  for (let pass = 0; pass < 4; pass++) {
    const again = sanitizeHtml(out, OPTIONS).trim();
    if (again === out) break;
    out = again;
  }
  return out;
}

/** Whether a sanitised description still says something: text, or a picture. */
export const hasContent = (html: string): boolean => /<img\s/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() !== '';
