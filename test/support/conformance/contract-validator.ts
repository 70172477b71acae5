import type { ValidateFunction } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import {
  contractDocuments,
  ERROR_BODY_POINTER,
  messagePointer,
  newContractAjv,
  operationPointer,
  PROTOCOL_ERROR_POINTER,
  responsePointer,
  type AsyncApiDocument,
  type OpenApiDocument,
  type OpenApiOperation,
} from './contract-schemas';
import type { PrecompiledValidators } from './precompiled-validators';

/** What a response or message was checked against, for the run's counts ("getMatch 404", "match:update"). */
export interface Checked {
  readonly kind: 'http' | 'socket';
  readonly key: string;
}

export interface Violation {
  readonly what: string;
  readonly problem: string;
}

interface Route {
  readonly method: string;
  readonly pattern: RegExp;
  readonly pointer: string;
  readonly operation: OpenApiOperation;
  /** Literal paths win over templated ones (`/matches/import` before `/matches/{matchId}`). */
  readonly templated: number;
}

/**
 * Checks what the server answers against the committed contract (docs/openapi.json,
 * docs/asyncapi.json): the operation and status must be documented, and the body must validate
 * against the schema of that status (an undocumented field fails: the wire schemas allow none).
 * Validators come precompiled from the run's global setup when given (precompiled-validators.ts),
 * else they are compiled once per schema and process.
 */
export class ContractValidator {
  private ajvInstance: Ajv2020 | null = null;
  private readonly compiled: Map<string, ValidateFunction>;
  private readonly routes: Route[];
  private readonly openApi: OpenApiDocument;
  private readonly asyncApi: AsyncApiDocument;

  constructor(precompiled: PrecompiledValidators = new Map(), documents: { openApi: OpenApiDocument; asyncApi: AsyncApiDocument } = contractDocuments()) {
    this.compiled = new Map(precompiled);
    this.openApi = documents.openApi;
    this.asyncApi = documents.asyncApi;
    this.routes = Object.entries(this.openApi.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        pointer: operationPointer(path, method),
        operation,
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
      const problem = status === 404 ? this.validate(ERROR_BODY_POINTER, body, true) : `undocumented operation`;
      return { checked, ...(problem ? { violation: { what, problem } } : {}) };
    }
    const id = route.operation.operationId ?? `${method} ${path}`;
    const checked: Checked = { kind: 'http', key: `${id} ${status}` };
    const response = route.operation.responses?.[String(status)];
    if (!response) return { checked, violation: { what, problem: `status ${status} is not documented for ${id}` } };
    if (!response.content) return { checked };
    const mediaType = Object.keys(response.content).find((type) => (contentType ?? '').startsWith(type));
    if (!mediaType) return { checked, violation: { what, problem: `content type ${contentType} is not documented for ${id} ${status}` } };
    const pointer = responsePointer(route.pointer, String(status), mediaType);
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
    const problem = this.validateValue(messagePointer(key), payload);
    return { checked, ...(problem ? { violation: { what: name, problem } } : {}) };
  }

  private refusalProblem(what: string, payload: unknown): { violation?: Violation } {
    const ok = (payload as { ok?: unknown } | null)?.ok === false;
    const problem = ok ? this.validateValue(PROTOCOL_ERROR_POINTER, (payload as { error?: unknown }).error) : 'not a refusal';
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
    if (!validate) this.compiled.set(pointer, (validate = this.ajv().compile({ $ref: pointer })));
    if (validate(value)) return null;
    return this.ajv().errorsText(validate.errors, { dataVar: 'body' });
  }

  /** Only for schemas not precompiled (and for wording errors): adding the documents costs a little. */
  private ajv(): Ajv2020 {
    this.ajvInstance ??= newContractAjv(this.openApi, this.asyncApi);
    return this.ajvInstance;
  }
}
