import { StringDecoder } from 'node:string_decoder';

/**
 * Splits a UTF-8 byte stream into lines as chunks arrive (a character or a line may straddle two
 * chunks); only the unfinished last line is held.
 */
export class NdjsonLines {
  private readonly decoder = new StringDecoder('utf8');
  private pending = '';
  private count = 0;

  constructor(private readonly onLine: (line: string, n: number) => void) {}

  write(chunk: Uint8Array): void {
    const text = this.pending + this.decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      this.onLine(text.slice(start, end), ++this.count);
      start = end + 1;
    }
    this.pending = text.slice(start);
  }

  end(): void {
    const rest = this.pending + this.decoder.end();
    this.pending = '';
    if (rest !== '') this.onLine(rest, ++this.count);
  }
}
