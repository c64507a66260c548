// Fluent's styles are Griffel's atomic classes, thousands of rules in <style data-make-styles-bucket>
// sheets. jsdom matches every rule against an element on each getComputedStyle, and the role and
// name queries call it for every node they look at: with every rule in, one query on the designer
// page takes seconds. jsdom lays nothing out, so of Griffel's rules only those that hide something
// decide what a test can see (a Tab's reserved-space copy of its label, for one): those are kept.
// Every other sheet keeps all its rules, and a test that reads Fluent's styles keeps them all with
// keepFluentStyleRules().
//
// jsdom's CSSStyleSheet class is one per worker process, shared by the test files it runs, so its
// insertRule is wrapped once, over a process-wide set; each file's window marks its Griffel sheets.
const griffelSheetsKey = Symbol.for('front-office.jest.griffelSheets');
const hiding = /(?:display:\s*none|visibility:\s*(?:hidden|collapse)|opacity:\s*0(?:[;}]|\s*!))/;

type SheetPrototype = CSSStyleSheet & { [griffelSheetsKey]?: WeakSet<CSSStyleSheet> };

let keepAll = false;

/** For a test that asserts Fluent's own styles (getComputedStyle of a badge, say): keep every rule. */
export function keepFluentStyleRules(): void {
  keepAll = true;
}

export function installFluentStyleFilter(): void {
  // Tests in a node environment (a docblock) have no DOM to filter.
  if (typeof CSSStyleSheet === 'undefined' || typeof HTMLStyleElement === 'undefined') return;
  const sheetPrototype = CSSStyleSheet.prototype as SheetPrototype;
  if (!sheetPrototype[griffelSheetsKey]) {
    const sheets = new WeakSet<CSSStyleSheet>();
    const insertRule = sheetPrototype.insertRule;
    sheetPrototype[griffelSheetsKey] = sheets;
    sheetPrototype.insertRule = function insertHidingRules(this: CSSStyleSheet, rule: string, index?: number) {
      if (sheets.has(this) && !hiding.test(rule)) return index ?? 0;
      return insertRule.call(this, rule, index);
    };
  }
  const griffelSheets = sheetPrototype[griffelSheetsKey]!;
  const styleSheet = Object.getOwnPropertyDescriptor(HTMLStyleElement.prototype, 'sheet')!.get!;
  Object.defineProperty(HTMLStyleElement.prototype, 'sheet', {
    configurable: true,
    enumerable: true,
    get(this: HTMLStyleElement) {
      const sheet = styleSheet.call(this) as CSSStyleSheet | null;
      if (sheet && !keepAll && this.hasAttribute('data-make-styles-bucket')) griffelSheets.add(sheet);
      return sheet;
    },
  });
}
