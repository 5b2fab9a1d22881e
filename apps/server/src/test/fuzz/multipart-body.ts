import fc from 'fast-check';
import { tinyPdf, tinyPng } from '@/seed/sample-files.ts';
import { nastyString } from './nasty-values.ts';
import { encodeText } from './url-encoding.ts';

/** One part of a hand-built multipart body; built by hand so file names can carry any byte. */
export interface PartSpec {
  name: string;
  /** Absent for a text field. */
  filename?: string;
  /** Use RFC 5987 `filename*=UTF-8''…` instead of a quoted name. */
  extendedFilename?: boolean;
  type?: string;
  /** Bytes, or `{ zeros }` for a large file made only when sent. */
  data: Uint8Array | string | { zeros: number; magic: string };
}

export interface MultipartSpec {
  parts: PartSpec[];
  /** How the body is broken, if it is. */
  flaw: 'none' | 'truncated' | 'wrong-boundary' | 'no-boundary' | 'no-final-boundary';
}

const BOUNDARY = '----fuzz7MA4YWxkTrZu0gW';

const bytesOf = (d: PartSpec['data']): Buffer =>
  typeof d === 'string'
    ? Buffer.from(d, 'utf8')
    : d instanceof Uint8Array
      ? Buffer.from(d)
      : Buffer.concat([Buffer.from(d.magic, 'latin1'), Buffer.alloc(d.zeros)]);

/** The quoted file name: quotes and line breaks escaped as browsers do, every other byte kept (NUL too). */
const quoted = (s: string) => `"${s.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;

const disposition = (p: PartSpec) => {
  const base = `Content-Disposition: form-data; name=${quoted(p.name)}`;
  if (p.filename === undefined) return base;
  if (p.extendedFilename) return `${base}; filename*=UTF-8''${encodeText(p.filename)}`;
  return `${base}; filename=${quoted(p.filename)}`;
};

/** The body bytes and its content type. */
export function buildMultipart(spec: MultipartSpec): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const p of spec.parts) {
    const head = [`--${BOUNDARY}`, disposition(p), ...(p.type ? [`Content-Type: ${p.type}`] : []), '', ''].join('\r\n');
    chunks.push(Buffer.from(head, 'utf8'), bytesOf(p.data), Buffer.from('\r\n'));
  }
  if (spec.flaw !== 'no-final-boundary' && spec.flaw !== 'truncated') chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (spec.flaw === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
  const contentType =
    spec.flaw === 'no-boundary'
      ? 'multipart/form-data'
      : spec.flaw === 'wrong-boundary'
        ? 'multipart/form-data; boundary=other'
        : `multipart/form-data; boundary=${BOUNDARY}`;
  return { payload, contentType };
}

const GIF = Buffer.from(
  'GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
  'latin1',
);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

/** File contents: real tiny files, a right header with garbage after it, random bytes, empty. */
export function fileData(): fc.Arbitrary<PartSpec['data']> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom<PartSpec['data']>(tinyPdf('fuzz'), tinyPng(), GIF, JPEG_HEAD) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 256 }) },
    { weight: 1, arbitrary: fc.constantFrom<PartSpec['data']>(new Uint8Array(0), '%PDF-', 'not a file') },
  );
}

/** File names: ordinary, with odd extensions, traversal, quotes, NUL, lone surrogates, very long. */
export const fileName = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('licence.pdf', 'seal.png', 'photo.jpg', 'banner.gif', '사업자등록증.pdf') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        'noext',
        '.pdf',
        'a.pdf.exe',
        '../../etc/passwd',
        '..\\..\\boot.ini',
        'a"b.pdf',
        'a\r\nb.pdf',
        'a\u0000.pdf',
        '\ud800.pdf',
        `${'a'.repeat(300)}.pdf`,
      ),
    },
    { weight: 1, arbitrary: nastyString() },
  );
