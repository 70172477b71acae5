import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainError } from '../../errors/domain-error';

/** Message ids are positive integers below 10^18 (a bigint); anything else names no message. */
const MESSAGE_ID = /^[1-9][0-9]{0,17}$/;

@Injectable()
export class ChatMessageIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!MESSAGE_ID.test(value)) throw DomainError.of('UNKNOWN_CHAT_MESSAGE', `no chat message ${value}`);
    return value;
  }
}
