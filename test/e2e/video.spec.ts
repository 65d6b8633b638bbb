import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './quality-helpers.ts';

// Every test plays the real film in real time next to other work on the machine: give each the slow-test budget.
test.beforeEach(() => {
  test.slow();
});

const TITLE = 'Halden: The Road Ahead';
const PLAY = `Play video: ${TITLE}`;

/** The styleguide's three players, in page order: modal, ambient loop, inline. */
async function players(page: Page, url = '/styleguide.html') {
  await page.goto(url);
  const all = page.locator('x-video-player');
  await expect(all).toHaveCount(3);
  for (const player of await all.all()) {
    await player.scrollIntoViewIfNeeded();
    await expect(player).toHaveAttribute('data-island-state', 'hydrated');
  }
  return { modal: all.nth(0), ambient: all.nth(1), inline: all.nth(2) };
}

/** Reads a property of a <video> element. */
const media = <T,>(video: Locator, read: (element: HTMLVideoElement) => T) => video.evaluate(read);

const time = (video: Locator) => media(video, (element) => element.currentTime);

/** What the modal's player shows and its <video> holds: what closing it resets. */
const playerState = (dialog: Locator) =>
  dialog.evaluate((element) => {
    const player = element.querySelector<HTMLElement>('.vplayer')!;
    const videoElement = element.querySelector('video')!;
    return {
      open: (element as HTMLDialogElement).open,
      time: videoElement.currentTime,
      rate: videoElement.playbackRate,
      volume: videoElement.volume,
      paused: videoElement.paused,
      tracks: [...videoElement.textTracks].map((track) => track.mode).join(','),
      status: player.dataset.status,
      captions: player.dataset.captions,
      audioDescription: player.dataset.audioDescription,
      transcript: player.dataset.transcript,
    };
  });

test('play opens the modal and the film plays; pause; captions, then audio description turns captions off', async ({ page }) => {
  const { modal } = await players(page);
  await modal.getByRole('button', { name: PLAY }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  const video = dialog.locator('video');
  await expect.poll(() => time(video), { timeout: 10_000 }).toBeGreaterThan(0.5);
  expect(await media(video, (element) => element.paused)).toBe(false);
  // The rendition follows the player's size: one of the four, never the default alone.
  expect(await media(video, (element) => element.currentSrc)).toMatch(/\/media\/videos\/brand-film\/brand-film-(360|540|720|1080)\.webm$/);

  await dialog.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => media(video, (element) => element.paused)).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(dialog.locator('.vplayer')).toHaveAttribute('data-status', 'paused');

  // Back to the first second, where the first cues run.
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 1;
  });
  const captions = dialog.getByRole('button', { name: 'Captions' });
  const description = dialog.getByRole('button', { name: 'Audio description' });
  await captions.click();
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.locator('.vplayer__captions')).toHaveText('[Soft synth music and a low engine hum]');
  expect(await media(video, (element) => [...element.textTracks].map((track) => `${track.kind}:${track.mode}`))).toEqual(['captions:hidden', 'descriptions:disabled']);

  await description.click();
  await expect(description).toHaveAttribute('aria-pressed', 'true');
  await expect(captions).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.locator('.vplayer__captions')).toHaveCount(0);
  expect(await media(video, (element) => [...element.textTracks].map((track) => `${track.kind}:${track.mode}`))).toEqual(['captions:disabled', 'descriptions:hidden']);
  // The description is shown as a line and announced through the polite live region.
  const line = 'At dawn, a blue SUV drives along a hillside road and stops.';
  await expect(dialog.locator('.vplayer__described')).toHaveText(line);
  await expect(dialog.locator('[aria-live="polite"]')).toHaveText(line);

  // Captions back on turns the description off.
  await captions.click();
  await expect(description).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.locator('.vplayer__described')).toHaveCount(0);
});

test('the volume slider and the speed select work from the keyboard', async ({ page }) => {
  const { modal } = await players(page);
  await modal.getByRole('button', { name: PLAY }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  const video = dialog.locator('video');
  await expect.poll(() => time(video), { timeout: 10_000 }).toBeGreaterThan(0.2);
  // Paused, the controls stay for as long as the test takes (the film is eight seconds long).
  await dialog.getByRole('button', { name: 'Pause' }).click();

  const slider = dialog.getByRole('slider', { name: 'Volume' });
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
  await expect(slider).toHaveAttribute('aria-valuemin', '0');
  await expect(slider).toHaveAttribute('aria-valuemax', '100');
  await slider.focus();
  const steps: Array<[string, string, number]> = [
    ['ArrowLeft', '95', 0.95],
    ['ArrowDown', '90', 0.9],
    ['ArrowRight', '95', 0.95],
    ['PageDown', '75', 0.75],
    ['Home', '0', 0],
    ['ArrowUp', '5', 0.05],
    ['End', '100', 1],
    ['ArrowRight', '100', 1],
  ];
  for (const [key, now, volume] of steps) {
    await page.keyboard.press(key);
    await expect(slider, key).toHaveAttribute('aria-valuenow', now);
    await expect(slider, key).toHaveAttribute('aria-valuetext', `${now}%`);
    expect(await media(video, (element) => element.volume), key).toBeCloseTo(volume, 5);
  }

  const speed = dialog.getByRole('combobox', { name: 'Playback speed' });
  await expect(speed).toHaveValue('1');
  await speed.focus();
  await page.keyboard.press('ArrowDown');
  await expect(speed).toHaveValue('1.25');
  await page.keyboard.press('ArrowDown');
  await expect(speed).toHaveValue('1.5');
  expect(await media(video, (element) => element.playbackRate)).toBe(1.5);
  await expect(speed.locator('option')).toHaveText(['0.5×', '1×', '1.25×', '1.5×', '2×']);
});

test('the transcript opens and scrolls 30 px per arrow key; closing the modal resets everything 500 ms later', async ({ page }) => {
  // The page's timers run on Playwright's clock (flowing normally until paused below), so the 500 ms are exact.
  await page.clock.install();
  const { modal } = await players(page);
  const launcher = modal.getByRole('button', { name: PLAY });
  await launcher.click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  const video = dialog.locator('video');
  await expect.poll(() => time(video), { timeout: 10_000 }).toBeGreaterThan(0.5);
  await dialog.getByRole('button', { name: 'Pause' }).click();

  const toggle = dialog.getByRole('button', { name: 'Transcript' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const transcript = dialog.getByRole('region', { name: `Transcript: ${TITLE}` });
  await expect(transcript).toBeVisible();
  await expect(transcript.locator('p')).toHaveText([
    '[Soft synth music and a low engine hum] At dawn, a blue SUV drives along a hillside road and stops.',
    '[A soft chime with each color change] Its paint changes from blue to red, white and green.',
    '[The music swells, then fades] Back in blue and seen from a front corner, the SUV stands still as the Halden name appears.',
  ]);
  // A short panel, so it has somewhere to scroll at every width (set through the CSSOM; the CSP allows no <style>).
  await transcript.evaluate((element) => {
    element.style.maxHeight = '60px';
  });
  await transcript.focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => transcript.evaluate((element) => element.scrollTop)).toBe(30);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => transcript.evaluate((element) => element.scrollTop)).toBe(60);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => transcript.evaluate((element) => element.scrollTop)).toBe(30);

  // Change everything the reset restores.
  await dialog.getByRole('combobox', { name: 'Playback speed' }).selectOption('2');
  await dialog.getByRole('button', { name: 'Audio description' }).click();
  await dialog.getByRole('slider', { name: 'Volume' }).focus();
  await page.keyboard.press('PageDown');
  expect(await media(video, (element) => [element.playbackRate, element.volume])).toEqual([2, 0.8]);

  // A closed dialog leaves the accessibility tree: read it as an element from now on.
  const closed = page.getByRole('dialog', { name: TITLE, includeHidden: true });
  // Stop the page's clock, close, then read the player 1 ms before the 500 ms and at them. (A second ahead, so a busy
  // machine between reading the page's time and pausing cannot make the pause lie in the past.)
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await dialog.locator('.modal__close').click();
  await page.clock.runFor(499);
  const before = await playerState(closed);
  expect(before).toMatchObject({ open: false, rate: 2, volume: 0.8, paused: true, tracks: 'disabled,hidden', audioDescription: 'on', transcript: 'open' });
  expect(before.time).toBeGreaterThan(0);
  await page.clock.runFor(1);
  // The media element is reset in the timer itself; the player's attributes follow on React's next render.
  await expect
    .poll(() => playerState(closed))
    .toEqual({
      open: false,
      time: 0,
      rate: 1,
      volume: 1,
      paused: true,
      tracks: 'disabled,disabled',
      status: 'idle',
      captions: 'off',
      audioDescription: 'off',
      transcript: 'closed',
    });
  await expect(launcher).toBeFocused();
});

test('forceInline plays on the page with controls, and pauses off screen and resumes on return', async ({ page }) => {
  const { inline } = await players(page);
  await inline.getByRole('button', { name: PLAY }).click();
  const video = inline.locator('video');
  await expect.poll(() => time(video), { timeout: 10_000 }).toBeGreaterThan(0.3);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(inline.getByRole('group', { name: 'Video controls' })).toBeVisible();
  await expect(inline.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(inline.getByRole('button', { name: PLAY })).toHaveCount(0);
  expect(await media(video, (element) => element.hasAttribute('controls'))).toBe(false);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => media(video, (element) => element.paused)).toBe(true);
  await expect(inline.locator('.vplayer')).toHaveAttribute('data-status', 'paused');
  // Back to the start while away, so the eight-second film cannot end before the check below on a slow machine.
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 0;
  });
  await inline.scrollIntoViewIfNeeded();
  await expect(inline.locator('.vplayer')).toHaveAttribute('data-status', 'playing');
  expect(await media(video, (element) => element.paused)).toBe(false);
});

test('on end the poster and the play button return', async ({ page }) => {
  const { inline } = await players(page);
  await inline.getByRole('button', { name: PLAY }).click();
  const video = inline.locator('video');
  await expect.poll(() => time(video), { timeout: 10_000 }).toBeGreaterThan(0.2);
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = element.duration - 0.3;
  });
  await expect(inline.getByRole('button', { name: `Play again: ${TITLE}` })).toBeVisible({ timeout: 10_000 });
  await expect(inline.locator('.vplayer')).toHaveAttribute('data-status', 'ended');
  await expect(inline.locator('.vplayer__poster-image')).toBeVisible();
});

test('the muted loop plays by itself, muted and looping, without controls, and its button pauses it', async ({ page }) => {
  const { ambient } = await players(page);
  const video = ambient.locator('video');
  await expect.poll(() => time(video), { timeout: 10_000 }).toBeGreaterThan(0.3);
  expect(await media(video, (element) => ({ muted: element.muted, loop: element.loop, controls: element.hasAttribute('controls'), paused: element.paused }))).toEqual({
    muted: true,
    loop: true,
    controls: false,
    paused: false,
  });
  await expect(ambient.getByRole('group', { name: 'Video controls' })).toHaveCount(0);
  await ambient.getByRole('button', { name: `Pause background video: ${TITLE}` }).click();
  await expect.poll(() => media(video, (element) => element.paused)).toBe(true);
  await expect(ambient.getByRole('button', { name: `Play background video: ${TITLE}` })).toBeVisible();
});

test('with reduced motion the muted loop waits for its play button', async ({ page }) => {
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { ambient } = await players(page);
  const play = ambient.getByRole('button', { name: `Play background video: ${TITLE}` });
  await expect(play).toBeVisible();
  // 800 ms of the page's timers at once: nothing it could schedule starts the loop.
  await page.clock.runFor(800);
  expect(await media(ambient.locator('video'), (element) => [element.paused, element.currentTime])).toEqual([true, 0]);
  await play.click();
  await expect.poll(() => time(ambient.locator('video')), { timeout: 10_000 }).toBeGreaterThan(0.2);
});

test('a failed play brings back the poster and the play button, with a message', async ({ page }) => {
  await page.route('**/media/videos/brand-film/*.webm', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }));
  const { inline } = await players(page);
  const play = inline.getByRole('button', { name: PLAY });
  await play.click();
  await expect(inline.getByRole('alert')).toHaveText('This video could not be played. Please try again later.');
  await expect(play).toBeVisible();
  await expect(play).toBeEnabled();
  await expect(inline.locator('.vplayer')).toHaveAttribute('data-status', 'idle');
  await expect(inline.locator('.vplayer__poster-image')).toBeVisible();
  await expect(inline.getByRole('group', { name: 'Video controls' })).toHaveCount(0);
});

test('in editor mode every video stays in the modal and nothing plays by itself', async ({ page, baseURL }) => {
  // localhost is an author host; wcmmode=edit selects the editor mode.
  const editor = new URL('/styleguide.html?wcmmode=edit', baseURL?.replace('127.0.0.1', 'localhost'));
  await page.clock.install();
  const { ambient, inline } = await players(page, editor.toString());
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'editor');
  // The muted loop and the forceInline video both show a poster that opens the modal.
  await expect(ambient.getByRole('button', { name: PLAY })).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(inline.getByRole('button', { name: PLAY })).toHaveAttribute('aria-haspopup', 'dialog');
  await page.clock.runFor(800);
  for (const player of [ambient, inline]) expect(await media(player.locator('video'), (element) => element.paused)).toBe(true);
  await inline.getByRole('button', { name: PLAY }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  await page.clock.runFor(800);
  expect(await media(dialog.locator('video'), (element) => [element.paused, element.currentTime])).toEqual([true, 0]);
  await expect(dialog.getByRole('button', { name: PLAY })).toBeVisible();
});

test('controls hide 3.5 s after the last touch while the film plays, and a touch brings them back @phone', async ({ page }) => {
  // The page's timers run on a controlled clock: the 8 s film plays in real time, so on a loaded machine a real
  // 3.5 s wait plus a slow tap reached its end (the poster came back and took the touch).
  await page.clock.install();
  const { inline } = await players(page);
  await inline.getByRole('button', { name: PLAY }).tap();
  const player = inline.locator('.vplayer');
  await expect(player).toHaveAttribute('data-status', 'playing');
  await expect(player).toHaveAttribute('data-controls', 'shown');
  // The exact 3,500 ms is the controller's unit test (src/domain/video/controller.test.ts); here the page's clock
  // jumps past it, so the film is still early on when the touch comes.
  await page.clock.runFor(3600);
  await expect(player).toHaveAttribute('data-controls', 'hidden');
  await inline.locator('video').tap();
  await expect(player).toHaveAttribute('data-controls', 'shown');
  // That touch only woke the controls: the film still plays.
  await expect(player).toHaveAttribute('data-status', 'playing');
});

test('axe finds nothing on the styleguide with the players closed and with the video modal open', async ({ page }) => {
  const { modal } = await players(page);
  expect(await axeViolations(page, { include: '#sg-video' })).toEqual([]);

  await modal.getByRole('button', { name: PLAY }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect.poll(() => time(dialog.locator('video')), { timeout: 10_000 }).toBeGreaterThan(0.2);
  await dialog.getByRole('button', { name: 'Pause' }).click();
  await dialog.getByRole('button', { name: 'Audio description' }).click();
  await dialog.getByRole('button', { name: 'Transcript' }).click();
  expect(await axeViolations(page)).toEqual([]);
});
