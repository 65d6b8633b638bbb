/**
 * Runs `run` while counting how many objects of `Intl[name]` are constructed (formatters the code under test makes),
 * and restores the constructor afterwards: the tests that hold code to making no Intl formatter use it.
 */
export function countIntlConstructions<T>(name: 'NumberFormat' | 'DateTimeFormat', run: (made: () => number) => T): T {
  const original = Intl[name];
  let made = 0;
  (Intl as Record<string, unknown>)[name] = new Proxy(original, {
    construct(target, args: unknown[]) {
      made += 1;
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    return run(() => made);
  } finally {
    (Intl as Record<string, unknown>)[name] = original;
  }
}
