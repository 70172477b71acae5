import { ApiResponse } from '@nestjs/swagger';
import { schemaRef, type WireType } from './wire-schema-refs';

/** The headers of a read a replica may serve (src/http/read-position.ts). */
const READ_HEADERS = {
  'X-Read-Position': {
    description: 'The position the data reflects; send it back in `X-Read-Position` and the next read is never older',
    schema: { type: 'string' },
  },
  'X-Read-Source': { description: 'Which database answered', schema: { type: 'string', enum: ['primary', 'replica'] } },
};

/** Documents an operation's success answer: a JSON body of a wire type (or a list of them). */
export function ApiAnswer(
  status: number,
  type: WireType | readonly [WireType],
  description: string,
  options: { readPosition?: boolean } = {},
): MethodDecorator {
  const schema = typeof type === 'string' ? schemaRef(type) : { type: 'array', items: schemaRef(type[0]) };
  return ApiResponse({ status, description, content: { 'application/json': { schema } }, ...(options.readPosition ? { headers: READ_HEADERS } : {}) });
}
