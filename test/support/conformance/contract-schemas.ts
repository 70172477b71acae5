import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type CodeOptions } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const root = join(__dirname, '..', '..', '..');

export type OpenApiOperation = { operationId?: string; responses?: Record<string, { content?: Record<string, unknown> }> };

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface AsyncApiDocument {
  channels: Record<string, { address: string; messages: Record<string, unknown> }>;
  components: { messages: Record<string, { name?: string }> };
}

/** The committed contract (docs/openapi.json, docs/asyncapi.json) and its text, for hashing. */
export function contractDocuments(): { openApi: OpenApiDocument; asyncApi: AsyncApiDocument; text: string } {
  const openApiText = readFileSync(join(root, 'docs', 'openapi.json'), 'utf8');
  const asyncApiText = readFileSync(join(root, 'docs', 'asyncapi.json'), 'utf8');
  return {
    openApi: JSON.parse(openApiText) as OpenApiDocument,
    asyncApi: JSON.parse(asyncApiText) as AsyncApiDocument,
    text: `${openApiText}\n${asyncApiText}`,
  };
}

/** One Ajv over both documents, so that every schema is named by a JSON pointer into them. */
export function newContractAjv(openApi: OpenApiDocument, asyncApi: AsyncApiDocument, code?: CodeOptions): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: false, ...(code ? { code } : {}) });
  addFormats.default(ajv);
  ajv.addSchema(openApi as object, 'openapi');
  ajv.addSchema(asyncApi as object, 'asyncapi');
  return ajv;
}

const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

export const operationPointer = (path: string, method: string) => `openapi#/paths/${escape(path)}/${method}`;
export const responsePointer = (operation: string, status: string, mediaType: string) => `${operation}/responses/${status}/content/${escape(mediaType)}/schema`;
export const messagePointer = (key: string) => `asyncapi#/components/messages/${key}/payload`;
export const ERROR_BODY_POINTER = 'openapi#/components/schemas/ApiErrorBody';
export const PROTOCOL_ERROR_POINTER = 'asyncapi#/components/schemas/ProtocolError';

/** Every schema the conformance check validates against: each documented response body, each message payload, the two error bodies. */
export function contractPointers(openApi: OpenApiDocument, asyncApi: AsyncApiDocument): string[] {
  const responses = Object.entries(openApi.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) =>
      Object.entries(operation.responses ?? {}).flatMap(([status, response]) =>
        Object.keys(response.content ?? {}).map((mediaType) => responsePointer(operationPointer(path, method), status, mediaType)),
      ),
    ),
  );
  const messages = Object.keys(asyncApi.components.messages).map(messagePointer);
  return [...responses, ...messages, ERROR_BODY_POINTER, PROTOCOL_ERROR_POINTER];
}
