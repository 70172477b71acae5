import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const root = join(__dirname, '..', '..', '..');

/** What a response or message was checked against, for the run's counts ("getMatch 404", "match:update"). */
export interface Checked {
  readonly kind: 'http' | 'socket';
  readonly key: string;
}

export interface Violation {
  readonly what: string;
  readonly problem: string;
}

type OpenApiResponse = { content?: Record<string, unknown> };
type OpenApiOperation = { operationId?: string; responses?: Record<string, OpenApiResponse> };
interface Route {
  readonly method: string;
  readonly pattern: RegExp;
  readonly pointer: string;
  readonly operation: OpenApiOperation;
  /** Literal paths win over templated ones (`/matches/import` before `/matches/{matchId}`). */
  readonly templated: number;
}

const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Checks what the server answers against the committed contract (docs/openapi.json,
 * docs/asyncapi.json): the operation and status must be documented, and the body must validate
 * against the schema of that status (an undocumented field fails: the wire schemas allow none).
 * Validators are compiled once per schema and process.
 */
export class ContractValidator {
  private readonly ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: false });
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly routes: Route[];
  private readonly asyncApi: AsyncApiDocument;

  constructor(openApi = readJson('docs/openapi.json') as OpenApiDocument, asyncApi = readJson('docs/asyncapi.json') as AsyncApiDocument) {
    addFormats.default(this.ajv);
    this.ajv.addSchema(openApi as object, 'openapi');
    this.ajv.addSchema(asyncApi as object, 'asyncapi');
    this.asyncApi = asyncApi;
    this.routes = Object.entries(openApi.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        pointer: `openapi#/paths/${escape(path)}/${method}`,
        operation: operation as OpenApiOperation,
        templated: (path.match(/\{/g) ?? []).length,
      })),
    );
    this.routes.sort((a, b) => a.templated - b.templated);
  }

  /** One HTTP answer. Null: not part of the API (the web client's files, the Swagger page). */
  checkHttp(method: string, url: string, status: number, contentType: string | undefined, body: string): { checked: Checked; violation?: Violation } | null {
    const path = url.split('?')[0] ?? url;
    const route = this.routes.find((r) => r.method === method && r.pattern.test(path));
    const what = `${method} ${path} ${status}`;
    const json = (contentType ?? '').startsWith('application/json');
    if (!route) {
      if (path === '/docs-json' || path.startsWith('/docs') || !json) return null;
      // No route: the one error body with NOT_FOUND (an unknown path or method).
      const checked: Checked = { kind: 'http', key: `no route ${status}` };
      const problem = status === 404 ? this.validate('openapi#/components/schemas/ApiErrorBody', body, true) : `undocumented operation`;
      return { checked, ...(problem ? { violation: { what, problem } } : {}) };
    }
    const id = route.operation.operationId ?? `${method} ${path}`;
    const checked: Checked = { kind: 'http', key: `${id} ${status}` };
    const response = route.operation.responses?.[String(status)];
    if (!response) return { checked, violation: { what, problem: `status ${status} is not documented for ${id}` } };
    if (!response.content) return { checked };
    const mediaType = Object.keys(response.content).find((type) => (contentType ?? '').startsWith(type));
    if (!mediaType) return { checked, violation: { what, problem: `content type ${contentType} is not documented for ${id} ${status}` } };
    const pointer = `${route.pointer}/responses/${status}/content/${escape(mediaType)}/schema`;
    const problem = this.validate(pointer, body, mediaType === 'application/json');
    return { checked, ...(problem ? { violation: { what, problem } } : {}) };
  }

  /** One message a socket received: a server message (`event`) or the acknowledgement of a client message. */
  checkSocket(namespace: string, event: string, payload: unknown, ack: boolean): { checked: Checked; violation?: Violation } {
    const name = ack ? `${event} acknowledgement` : event;
    const checked: Checked = { kind: 'socket', key: `${namespace} ${name}` };
    const channel = Object.entries(this.asyncApi.channels).find(([, c]) => c.address === namespace);
    if (!channel) return { checked, violation: { what: name, problem: `namespace ${namespace} is not documented` } };
    const key = Object.keys(channel[1].messages).find((k) => this.asyncApi.components.messages[k]?.name === name);
    if (!key) {
      // An acknowledgement of a message the namespace does not have can only be its refusal.
      if (ack) return { checked, ...this.refusalProblem(name, payload) };
      return { checked, violation: { what: name, problem: `event ${event} is not documented in namespace ${namespace}` } };
    }
    const problem = this.validateValue(`asyncapi#/components/messages/${key}/payload`, payload);
    return { checked, ...(problem ? { violation: { what: name, problem } } : {}) };
  }

  private refusalProblem(what: string, payload: unknown): { violation?: Violation } {
    const ok = (payload as { ok?: unknown } | null)?.ok === false;
    const problem = ok ? this.validateValue('asyncapi#/components/schemas/ProtocolError', (payload as { error?: unknown }).error) : 'not a refusal';
    return problem ? { violation: { what, problem } } : {};
  }

  private validate(pointer: string, body: string, json: boolean): string | null {
    if (!json) return this.validateValue(pointer, body);
    try {
      return this.validateValue(pointer, JSON.parse(body) as unknown);
    } catch {
      return 'the body is not JSON';
    }
  }

  private validateValue(pointer: string, value: unknown): string | null {
    let validate = this.compiled.get(pointer);
    if (!validate) this.compiled.set(pointer, (validate = this.ajv.compile({ $ref: pointer })));
    if (validate(value)) return null;
    return this.ajv.errorsText(validate.errors, { dataVar: 'body' });
  }
}

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

interface AsyncApiDocument {
  channels: Record<string, { address: string; messages: Record<string, unknown> }>;
  components: { messages: Record<string, { name?: string }> };
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(join(root, file), 'utf8'));
}
