import { Decoder, Encoder, type Packet } from 'socket.io-parser';

/** The library's string encoding of one packet (a method its typings mark private). */
type StringEncoding = { encodeAsString(packet: Packet): string };

/**
 * socket.io's default encoder without its scan for binary data. The default walks every outgoing
 * packet (every array and object of an update) looking for Buffers to send as attachments; this
 * server never emits binary, so that walk was pure cost (1.7 % of a move's server CPU in the
 * profile, docs/benchmarks.md). The text is the library's own string encoding: the wire is the
 * default parser's, byte for byte (test/realtime/socket-parser.test.ts).
 */
export class TextOnlyEncoder extends Encoder {
  override encode(packet: Packet): string[] {
    return [(this as unknown as StringEncoding).encodeAsString(packet)];
  }
}

/** The parser the socket.io server is given (its `parser` option): the default decoder, the text-only encoder. */
export const textOnlyParser = { Encoder: TextOnlyEncoder, Decoder };
