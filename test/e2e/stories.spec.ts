import { expect, test, type Page } from '@playwright/test';
import { axeViolations, horizontalOverflow } from './quality-helpers.ts';

const LIST = '/owners/dear-halden/stories.html';

async function noOverflow(page: Page) {
  const overflow = await horizontalOverflow(page);
  expect(overflow.by, `scrolls sideways: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(0);
}

test('a visitor goes from the letter form to the stories, searches them and reads one', async ({ page }) => {
  await page.goto('/owners/dear-halden.html');
  await page.getByRole('link', { name: 'Read the letters other owners have shared' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Stories from Dear Halden' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Stories, newest first' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveCount(7);
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText('Three hundred thousand miles and still going');
  await noOverflow(page);

  const search = page.getByRole('search', { name: 'Search the stories' });
  await search.getByRole('searchbox', { name: 'Search the stories' }).fill('kayak');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`${LIST}?q=kayak`);
  await expect(page.getByRole('status')).toHaveText('1 story matches “kayak”');
  const found = page.getByRole('list', { name: 'Stories found' });
  await found.getByRole('link', { name: 'A Breck, a kayak and every lake in Maine' }).click();

  await expect(page).toHaveURL('/owners/dear-halden/stories/SDEM0000007.html');
  const story = page.getByRole('article', { name: 'A Breck, a kayak and every lake in Maine' });
  await expect(story.getByText('Tom B.')).toBeVisible();
  await expect(story.getByText('Bangor, Maine')).toBeVisible();
  await expect(story.getByText('we have paddled 214 of them')).toBeVisible();
  await noOverflow(page);
  await story.getByRole('link', { name: 'All stories' }).click();
  await expect(page).toHaveURL(LIST);
});

test('a search that finds nothing says so and offers every story again', async ({ page }) => {
  await page.goto(`${LIST}?q=zeppelin`);
  await expect(page.getByRole('heading', { level: 2, name: 'No stories match “zeppelin”' })).toBeVisible();
  await page.getByRole('link', { name: 'Show all stories' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole('list', { name: 'Stories, newest first' }).getByRole('listitem')).toHaveCount(7);
});

test('a letter just sent is not shown until the team publishes it', async ({ page, baseURL }) => {
  const sent = await page.request.post('/services/dearhalden/story', {
    headers: { origin: baseURL ?? '', accept: 'application/json' },
    form: {
      firstName: 'Ottoline',
      lastName: 'Featherstonehaugh',
      email: 'ottoline@example.com',
      storyCity: 'Topeka',
      state: 'KS',
      storyTitle: 'The quokka on the roof rack',
      storyText: 'A story about a very unusual passenger.',
      media: 'https://youtu.be/dQw4w9WgXcQ',
      terms: 'on',
      ugcAgreement: 'on',
      lang: 'en',
    },
  });
  expect(sent.status()).toBe(201);
  await page.goto(`${LIST}?q=quokka`);
  await expect(page.getByRole('heading', { level: 2, name: 'No stories match “quokka”' })).toBeVisible();
  await page.goto(LIST);
  await expect(page.getByText('Ottoline')).toHaveCount(0);
});

test('the stories and a story in Spanish and Chinese have no accessibility violations', async ({ page }) => {
  for (const path of [`/es${LIST}`, `/zh${LIST}?q=${encodeURIComponent('大峡谷')}`, '/es/owners/dear-halden/stories/SDEM0000004.html']) {
    await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
  }
  await page.goto('/es/owners/dear-halden/stories/SDEM0000004.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('link', { name: 'Historias de Querido Halden' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form and the pages are plain links and a GET form', async ({ page }) => {
    await page.goto(LIST);
    await page.getByRole('searchbox', { name: 'Search the stories' }).fill('Minneapolis');
    await page.getByRole('searchbox', { name: 'Search the stories' }).press('Enter');
    await expect(page).toHaveURL(`${LIST}?q=Minneapolis`);
    await expect(page.getByRole('status')).toHaveText('1 story matches “Minneapolis”');
    await page.getByRole('link', { name: 'Three hundred thousand miles and still going' }).click();
    await expect(page.getByRole('link', { name: /Watch the video on YouTube/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  });
});
