import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { buildAsyncApiDocument } from './asyncapi-document';

/** Serves the realtime contract (the REST one is served by Swagger at /docs-json). */
@ApiTags('operations')
@Controller()
export class ContractController {
  private readonly asyncApi = buildAsyncApiDocument();

  @Get('asyncapi.json')
  @ApiOperation({ summary: 'The realtime protocol (socket.io, both namespaces) as an AsyncAPI 3.0 document', operationId: 'getAsyncApi' })
  @ApiResponse({ status: 200, description: 'The AsyncAPI 3.0 document', content: { 'application/json': { schema: { type: 'object' } } } })
  asyncApiDocument(): Record<string, unknown> {
    return this.asyncApi;
  }
}
