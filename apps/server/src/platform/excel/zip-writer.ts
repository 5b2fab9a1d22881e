import zlib from 'node:zlib';

interface Entry {
  name: Buffer;
  crc: number;
  size: number;
  compressed: number;
  offset: number;
}

const DOS_DATE = ((2020 - 1980) << 9) | (1 << 5) | 1; // 2020-01-01: a fixed date keeps the bytes of a file repeatable

/**
 * A zip archive built in memory, entry after entry, each deflated as it is written (an xlsx is a zip of XML
 * parts). A streamed entry's text is compressed in chunks, so the uncompressed sheet never sits in memory whole.
 * No zip64: an entry stays under 4 GB, far above any export.
 */
export function createZipWriter() {
  const chunks: Buffer[] = [];
  const entries: Entry[] = [];
  let offset = 0;
  const push = (b: Buffer) => {
    chunks.push(b);
    offset += b.length;
  };

  function localHeader(name: Buffer): Buffer {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(0x0808, 6); // sizes in a data descriptor after the data; names are UTF-8
    h.writeUInt16LE(8, 8); // deflate
    h.writeUInt16LE(0, 10);
    h.writeUInt16LE(DOS_DATE, 12);
    h.writeUInt16LE(name.length, 26);
    return Buffer.concat([h, name]);
  }

  return {
    /** Opens an entry; `write` deflates text into it, `close` ends it. Entries are written one at a time. */
    openEntry(path: string) {
      const name = Buffer.from(path, 'utf8');
      const entry: Entry = { name, crc: 0, size: 0, compressed: 0, offset };
      push(localHeader(name));
      const deflate = zlib.createDeflateRaw({ level: 6 });
      deflate.on('data', (c: Buffer) => {
        push(c);
        entry.compressed += c.length;
      });
      const flushed = new Promise<void>((resolve, reject) => {
        deflate.on('end', resolve);
        deflate.on('error', reject);
      });
      return {
        /** Answers a promise only when the deflater asks to wait (its buffer is full). */
        write(text: string): Promise<void> | undefined {
          const data = Buffer.from(text, 'utf8');
          entry.crc = zlib.crc32(data, entry.crc);
          entry.size += data.length;
          return deflate.write(data) ? undefined : new Promise((resolve) => deflate.once('drain', resolve));
        },
        async close(): Promise<void> {
          deflate.end();
          await flushed;
          const d = Buffer.alloc(16);
          d.writeUInt32LE(0x08074b50, 0);
          d.writeUInt32LE(entry.crc >>> 0, 4);
          d.writeUInt32LE(entry.compressed, 8);
          d.writeUInt32LE(entry.size, 12);
          push(d);
          entries.push(entry);
        },
      };
    },

    /** Writes the central directory and answers the archive. */
    end(): Buffer {
      const start = offset;
      for (const e of entries) {
        const h = Buffer.alloc(46);
        h.writeUInt32LE(0x02014b50, 0);
        h.writeUInt16LE(20, 4);
        h.writeUInt16LE(20, 6);
        h.writeUInt16LE(0x0808, 8);
        h.writeUInt16LE(8, 10);
        h.writeUInt16LE(DOS_DATE, 14);
        h.writeUInt32LE(e.crc >>> 0, 16);
        h.writeUInt32LE(e.compressed, 20);
        h.writeUInt32LE(e.size, 24);
        h.writeUInt16LE(e.name.length, 28);
        h.writeUInt32LE(e.offset, 42);
        push(Buffer.concat([h, e.name]));
      }
      const tail = Buffer.alloc(22);
      tail.writeUInt32LE(0x06054b50, 0);
      tail.writeUInt16LE(entries.length, 8);
      tail.writeUInt16LE(entries.length, 10);
      tail.writeUInt32LE(offset - start, 12);
      tail.writeUInt32LE(start, 16);
      push(tail);
      return Buffer.concat(chunks);
    },
  };
}
