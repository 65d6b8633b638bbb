import { chromium } from 'playwright-core';
const [url, sel, ready] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: process.env.ARGS ? process.env.ARGS.split(' ') : ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(url); await page.waitForSelector(ready); await page.waitForTimeout(800);
const s = await page.context().newCDPSession(page);
await s.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'] });
for (const one of sel.split('|')) { const b = await page.locator(one).first().boundingBox(); await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2); await page.waitForTimeout(400); }
const ev = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
const names = new Map(); for (const e of ev) if (e.name === 'thread_name') names.set(e.pid + ':' + e.tid, e.args.name);
const bs = ev.filter((e) => e.name === 'EventTiming' && e.ph === 'b' && e.args.data.interactionId > 0);
const worst = bs.sort((a, b) => b.args.data.duration - a.args.data.duration)[0];
const start = worst.ts, end = worst.ts + worst.args.data.duration * 1000;
const d = worst.args.data;
console.log(d.type, d.duration.toFixed(1), 'delay', (d.processingStart - d.timeStamp).toFixed(1), 'proc', (d.processingEnd - d.processingStart).toFixed(1));
const inWin = ev.filter((e) => e.ts >= start - 1000 && e.ts <= end && e.ph === 'X' && e.dur > 400 && /CrRendererMain/.test(names.get(e.pid + ':' + e.tid) ?? ''));
for (const e of inWin.sort((a, b) => a.ts - b.ts)) console.log(((e.ts - start) / 1000).toFixed(1).padStart(7), (e.dur / 1000).toFixed(1).padStart(6), e.name, JSON.stringify(e.args?.data ?? e.args ?? {}).slice(0, 110));
await browser.close();
