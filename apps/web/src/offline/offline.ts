import type { Context } from '../app/context.js';

/**
 * Registers the service worker (dist/sw.js, see src/offline/service-worker.js)
 * so the game plays offline, and offers a new version when one is waiting:
 * Reload hands over to it, and the page reloads once it is in charge.
 */
export function registerOffline(ctx: Context): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!reloading) return;
    location.reload();
  });
  const offer = (waiting: ServiceWorker) =>
    ctx.say('A new version of the game is ready.', 'info', {
      label: 'Reload',
      run: () => {
        reloading = true;
        waiting.postMessage('update');
      },
    });
  navigator.serviceWorker
    .register('./sw.js')
    .then((registration) => {
      // Only an update waits: the first install takes over at once.
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const next = registration.installing;
        next?.addEventListener('statechange', () => {
          if (next.state === 'installed' && navigator.serviceWorker.controller) offer(next);
        });
      });
    })
    .catch(() => {
      // No service worker (a private window, an unsupported host): the game plays online.
    });
}
