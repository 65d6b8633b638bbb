/**
 * The retailer directory: `/find/retailers.html` lists every state with its number of Active retailers, and each
 * state's page lists that state's Active retailers by city, linked to their pages, in the three languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { decodeEntities as decode } from '../../support/html.ts';

interface Brief {
  id: string;
  name: string;
  slug: string;
  state: string;
  city: string;
}

let t: TestApp;
let active: Brief[];
let all: Brief[];
beforeAll(async () => {
  t = await createTestApp();
  active = (await t.app.inject({ url: '/services/dealers/all?type=Active' })).json<Brief[]>();
  all = (await t.app.inject({ url: '/services/dealers/all' })).json<Brief[]>();
});
afterAll(async () => t.close());

const countIn = (state: string) => active.filter((item) => item.state === state).length;

describe('the retailer directory', () => {
  it('lists each state once, by name, with its count of Active retailers and a link to its page', async () => {
    const body = decode((await t.app.inject({ url: '/find/retailers.html' })).body);
    expect(body).toContain(`${active.length} retailers across the United States.`);
    const states = [...new Set(active.map((item) => item.state))];
    for (const state of states) {
      const count = countIn(state);
      expect(body).toContain(`<a href="/find/retailers/${state.toLowerCase()}.html"><span class="retailer-directory__name">`);
      expect(body).toContain(`<span class="retailer-directory__count">${count === 1 ? '1 retailer' : `${count} retailers`}</span>`);
    }
    expect(body.match(/class="retailer-directory__name"/g)).toHaveLength(states.length);
    // No retailer is listed on the states' page itself: that is what kept it light.
    expect(body).not.toContain(`/find/retailers/${active[0]!.id}-`);
    expect(body).toContain('<span class="retailer-directory__name">Texas</span>');
    // By name, as read: Alabama before Alaska (AL after AK by postal code), West Virginia before Wisconsin.
    const names = [...body.matchAll(/class="retailer-directory__name">([^<]+)</g)].map((match) => match[1]!);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.indexOf('Alabama')).toBeLessThan(names.indexOf('Alaska'));
  });

  it("lists a state's Active retailers by city, each linked to its page, and leaves out the others", async () => {
    const state = 'TX';
    const response = await t.app.inject({ url: '/find/retailers/tx.html' });
    expect(response.statusCode).toBe(200);
    const body = decode(response.body);
    expect(body).toContain('<h1 class="section-hero__title">Retailers in Texas</h1>');
    expect(body).toContain(`${countIn(state)} retailers in Texas, by city.`);
    for (const retailer of active.filter((item) => item.state === state)) {
      expect(body).toContain(`<a href="/find/retailers/${retailer.id}-${retailer.slug}.html">${retailer.name}</a>`);
      expect(body).toContain(`<h2 class="retailer-city-list__city">${retailer.city}</h2>`);
    }
    for (const other of all.filter((item) => item.state !== state || !active.some((a) => a.id === item.id))) expect(body).not.toContain(`/find/retailers/${other.id}-`);
  });

  it('speaks Spanish and Chinese, with localised links', async () => {
    const es = decode((await t.app.inject({ url: '/es/find/retailers/tx.html' })).body);
    expect(es).toContain('Concesionarios en Texas');
    expect(es).toContain(`href="/es/find/retailers/${active.find((item) => item.state === 'TX')!.id}-`);
    const zh = decode((await t.app.inject({ url: '/zh/find/retailers.html' })).body);
    expect(zh).toContain(`全美共有 ${active.length} 家经销商。`);
    expect(zh).toContain('href="/zh/find/retailers/tx.html"');
  });

  it('answers 404 for a state without Active retailers, an unknown code and an upper-case one', async () => {
    for (const url of ['/find/retailers/zz.html', '/find/retailers/TX.html', '/find/retailers/pr.html', '/find/retailers/t.html']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
