import { OpenAPIGenerator } from '@orpc/openapi';
import { ZodToJsonSchemaConverter } from '@orpc/zod/zod4';
import { contract } from '@suite/shared/contract';

/** The OpenAPI document of the contract, served at /api/openapi.json and shown at /api/docs/. */
export function generateOpenApiDocument(version: string) {
  const generator = new OpenAPIGenerator({ schemaConverters: [new ZodToJsonSchemaConverter()] });
  return generator.generate(contract, {
    info: {
      title: 'Site builder admin API',
      version,
      description:
        'The HTTP API of the site builder admin. Sign in with a wallet: GET /user/message-to-sign/{address}, sign ' +
        'the message, POST /user/add-account; the session is an HttpOnly cookie. Every failure carries `data.reason` ' +
        '(a stable code, with the placeholders of its message in `data.values`) beside its English `message`. Failed ' +
        'input validation answers 400 with `data.fields` (dot path → message). On any operation, 503 `The database ' +
        'is busy: try again in a moment` (with Retry-After) when the database cannot answer in time, and 500 with ' +
        '`data.requestId` for an unexpected fault. Every answer carries `x-request-id`.',
    },
    servers: [{ url: '/api' }],
  });
}
