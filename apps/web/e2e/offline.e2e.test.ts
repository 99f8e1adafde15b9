import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { givensOnBoard, launchChromium, openPage } from '../scripts/chromium.mjs';
import { distDir, serveDist } from '../scripts/serve.mjs';
import { useBrowser, waitForMessage, waitForPuzzle } from './browser.js';

// Installable and offline (issue 33): the manifest, the service worker and its update prompt.
const browser = useBrowser();

/** Waits until the service worker controls the page (its files cached). */
function controlled(page: Page): Promise<unknown> {
  return page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

describe('installable and offline', () => {
  it('is installable: a manifest with its icons, and nothing Chromium objects to', async () => {
    const { context, page } = await browser.open('');
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!;
      const data = await (await fetch(link.href)).json();
      const icons = await Promise.all(
        data.icons.map(async (icon: { src: string; type: string }) => {
          const response = await fetch(new URL(icon.src, link.href));
          return `${response.status} ${response.headers.get('content-type')} ${icon.type}`;
        }),
      );
      return { name: data.name, display: data.display, icons };
    });
    expect(manifest.name).toBe('Sudoku');
    expect(manifest.display).toBe('standalone');
    for (const icon of manifest.icons) expect(icon).toMatch(/^200 (image\/\S+).* \1$/);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A test's browser context is a private one, which Chromium never installs from: that alone is allowed.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    await context.close();
  });

  it('has an iOS home-screen icon: a 180×180 opaque PNG the page links, served and cached for offline', async () => {
    const { context, page } = await browser.open('');
    await controlled(page);
    const icon = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]');
      if (!link) return undefined;
      const response = await fetch(link.href);
      const image = await createImageBitmap(await response.blob());
      const canvas = new OffscreenCanvas(image.width, image.height);
      const draw = canvas.getContext('2d')!;
      draw.drawImage(image, 0, 0);
      const { data } = draw.getImageData(0, 0, image.width, image.height);
      let seeThrough = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] < 255) seeThrough++;
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        size: `${image.width}x${image.height}`,
        seeThrough,
        cached: (await caches.match(link.href)) !== undefined,
      };
    });
    // iOS draws a see-through pixel black, so every pixel is opaque.
    expect(icon).toEqual({
      status: 200,
      type: 'image/png',
      size: '180x180',
      seeThrough: 0,
      cached: true,
    });
    await context.close();
  });

  it('after the first visit, reloads with no network and makes a new puzzle there', async () => {
    const { context, page } = await browser.open('');
    await controlled(page);
    await context.setOffline(true);
    await page.reload();
    await waitForPuzzle(page);
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByRole('button', { name: 'Easy', exact: true }).click();
    await waitForMessage(page, /^New easy puzzle with \d+ givens/);
    expect(await givensOnBoard(page)).toBeGreaterThanOrEqual(17);
    // What loads on demand was cached too.
    await page.getByRole('button', { name: 'Help' }).click();
    await page.locator('#about[open]').waitFor();
    await context.close();
  });

  it('offers a new version when one is deployed, and Reload switches to it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sudoku-deploy-'));
    cpSync(distDir, root, { recursive: true });
    const { server, url } = await serveDist({ port: 0, root });
    const chromium = await launchChromium();
    try {
      const { page } = await openPage(chromium, url);
      await waitForPuzzle(page);
      await controlled(page);
      const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      // A new deploy: its service worker differs.
      appendFileSync(join(root, 'sw.js'), '\n// the next version\n');
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
        (window as unknown as { before: boolean }).before = true;
      });
      await waitForMessage(page, /A new version of the game is ready/);
      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: 'Reload' }).click(),
      ]);
      await waitForPuzzle(page);
      expect(await page.evaluate(() => 'before' in window)).toBe(false); // reloaded
      const now = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: registration?.waiting !== null,
          script: navigator.serviceWorker.controller?.scriptURL,
        };
      });
      expect(now).toEqual({ waiting: false, script: first });
    } finally {
      await chromium.close();
      await new Promise((done) => server.close(done));
      rmSync(root, { recursive: true, force: true });
    }
  });
});
