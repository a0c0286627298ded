import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundDetail } from './errors';

/**
 * The browser features the app never uses, turned off for its page (issue 15): a script injected into the
 * page could not reach the camera, microphone, location, payment or USB devices.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), ' +
  'midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()';

const sendApp = (reply: FastifyReply) =>
  reply
    .header('Cache-Control', 'no-cache')
    .header('Permissions-Policy', PERMISSIONS_POLICY)
    .sendFile('index.html', { cacheControl: false });

/** Browser navigation to a screen of the single-page app (not an API call). */
const wantsHtml = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built web app when its directory exists, and answers every unknown path: the app's
 * index.html for a browser navigation (the client router takes over), else 404 `{detail}`.
 */
export async function registerWeb(app: FastifyInstance, distDir: string | undefined) {
  const root = distDir ? resolve(distDir) : undefined;
  const hasWeb = !!root && existsSync(join(root, 'index.html'));
  if (hasWeb) {
    // Dotfiles (a stray .env in the build folder) are refused, never served.
    const hashed = join(root, 'assets') + sep;
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: false,
      dotfiles: 'deny',
      // The build names each file under assets/ by its content's hash, so a name never changes its content: the
      // browser keeps it without asking again on every screen it opens (the index.html naming them is no-cache).
      setHeaders: (reply, path) => {
        if (path.startsWith(hashed)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    // The site root is the app too (the static handler would answer it as a directory: 403).
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply));
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasWeb && wantsHtml(request)) {
      return sendApp(reply);
    }
    return reply.code(404).send(notFoundDetail(request));
  });
}
