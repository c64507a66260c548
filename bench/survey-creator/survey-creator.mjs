// SurveyJS Creator beside our designer: the same 300 questions (one page, six panels of 50), the
// same keystroke probe and paces, typing in the selected question's title in its property grid.
// Runs only when FO_BENCH_CREATOR_DIR names a folder where the Creator is installed (README.md
// of this folder): the repository does not depend on SurveyJS.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createStaticServer } from '../../build/serve-static.mjs';
import { VIEWPORT } from '../lib/browser.mjs';
import { PORT_BASE } from '../lib/common.mjs';
import { PACES, keystrokeProbe, typeKeys } from '../lib/keystrokes.mjs';

const PAGE = readFileSync(join(import.meta.dirname, 'index.html'), 'utf8');

/** SurveyJS's question for one of our fields: the same kind of input, titled the same. */
function questionOf(field) {
  const title = field.text[0].value;
  const name = field.id;
  switch (field.type) {
    case 'Numeric':
      return { type: 'text', inputType: 'number', name, title };
    case 'Date':
      return { type: 'text', inputType: 'date', name, title };
    case 'EmailAddress':
      return { type: 'text', inputType: 'email', name, title };
    case 'CheckBox':
      return { type: 'boolean', renderAs: 'checkbox', name, title };
    case 'Select':
      return { type: 'dropdown', name, title, choices: field.options.map((option) => ({ value: option.value, text: option.text[0].value })) };
    default:
      return { type: 'text', name, title };
  }
}

/** Our designer's form content as one SurveyJS page of panels. */
function surveyOf(content) {
  const [step] = content.steps;
  return { pages: [{ name: step.id, title: step.name[0].value, elements: step.sections.map((section) => ({ type: 'panel', name: section.id, title: section.name[0].value, elements: section.fields.map(questionOf) })) }] };
}

/** Keystrokes in the Creator's title property of the question of `fieldId`, at both paces; null when the Creator is not installed. */
export async function measureCreator(browser, content, fieldId) {
  const dir = process.env.FO_BENCH_CREATOR_DIR;
  if (!dir) return null;
  const version = JSON.parse(readFileSync(join(dir, 'node_modules', 'survey-creator-react', 'package.json'), 'utf8')).version;
  const server = createStaticServer({ distDir: dir });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(PORT_BASE + 41, '127.0.0.1', resolve);
  });
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  try {
    await context.addInitScript(keystrokeProbe);
    await context.addInitScript((survey) => {
      globalThis.__FO_CREATOR_SURVEY__ = survey;
    }, surveyOf(content));
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`creator page error: ${error.message}`));
    await page.route('**/creator.html', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
    await page.goto(`http://127.0.0.1:${PORT_BASE + 41}/creator.html`);
    await page.waitForSelector('.svc-question__content', { timeout: 60_000 });
    await page.evaluate((name) => globalThis.__FO_CREATOR__.selectElement(globalThis.__FO_CREATOR__.survey.getQuestionByName(name)), fieldId);
    // The property grid is built again a few times after a selection: its title editor is the one there once it has settled.
    await page.waitForTimeout(1000);
    // The property grid's title editor: the one text box holding the question's title.
    const title = content.steps[0].sections.flatMap((section) => section.fields).find((field) => field.id === fieldId).text[0].value;
    await page.waitForFunction((text) => [...globalThis.document.querySelectorAll('textarea, input')].some((element) => element.value === text), title);
    const inputId = await page.evaluate((text) => {
      const element = [...globalThis.document.querySelectorAll('textarea, input')].findLast((candidate) => candidate.value === text);
      if (!element.id) element.id = 'fo-bench-creator-title';
      return element.id;
    }, title);
    const box = page.locator(`[id="${inputId}"]`);
    await box.click();
    await page.keyboard.press('End');
    const held = await typeKeys(page, inputId, PACES.held);
    await box.fill(title);
    await page.waitForTimeout(500);
    const typing = await typeKeys(page, inputId, PACES.typing);
    return { version, typing, held };
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
