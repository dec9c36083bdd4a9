import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the routes' zod schemas; UI at /swagger, JSON at /swagger/json. */
export async function registerOpenApi(app: FastifyInstance, info: { version: string; publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'CharterDesk API',
        description:
          'ASP.NET Boilerplate-style app services: every answer is wrapped in {result, targetUrl, success, error, unAuthorizedRequest, __abp}.',
        version: info.version,
      },
      servers: [{ url: info.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/swagger',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
