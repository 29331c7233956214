/**
 * OpenAPI document (@fastify/swagger, collected from every route's schema) and its browser at
 * /docs. The browser needs scripts and styles that the site-wide CSP forbids, so swagger-ui sends
 * its own hash-based policy on /docs routes only.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ADMIN_SESSION_COOKIE } from '@shop/contract';
import { openApiTransform, openApiTransformObject } from '../../http/contract.js';

/** Must be registered before the routes it documents. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    // Route schemas are the contract's zod schemas; the document shows them as OpenAPI schemas.
    transform: openApiTransform,
    transformObject: openApiTransformObject,
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Uniform Shop API',
        version: '1.0.0',
        description:
          'Storefront API (public and customer). Every route exists under /ar/api/ and /en/api/ and answers in that language. ' +
          'Answers are `{ message, data }`; paged lists are `data: { data, current_page, last_page, per_page, total }`; ' +
          'an unknown id answers 404 `{ message }`, invalid input 422 `{ message, errors: { field: [text] } }`. ' +
          'Money is in SAR.',
      },
      tags: [
        { name: 'catalogue', description: 'Products and categories' },
        { name: 'content', description: 'Settings, home, pages' },
        { name: 'blog', description: 'Blog posts' },
        { name: 'geography', description: 'Countries, cities, areas' },
        { name: 'engagement', description: 'Newsletter and contact' },
        { name: 'account', description: 'Customer sign-up, sign-in, password reset and profile' },
        { name: 'addresses', description: "The customer's delivery addresses" },
        { name: 'checkout', description: 'Coupons' },
        { name: 'orders', description: "Placing orders and the customer's orders and bills" },
        { name: 'payments', description: 'Card payments through the payment provider' },
        { name: 'reviews', description: 'Product reviews' },
        { name: 'health', description: 'Operations' },
        { name: 'admin', description: 'The staff API of the admin dashboard, under /admin/api' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token from signup or login (the storefront keeps it in the `token` cookie).',
          },
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: ADMIN_SESSION_COOKIE,
            description:
              'The staff session from POST /admin/api/login; changes also send its CSRF token in the x-csrf-token header.',
          },
        },
      },
    },
  });
}

export default async function docsPlugin(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
  });
}
