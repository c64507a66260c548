// The public submission the load runs send (the load section, the reports section's fairness run):
// a form of required Text fields created from the contact template, its multipart body, and the
// load client (bench/lib/load-client.mjs) run in a process of its own.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PUBLIC_FORM, ROOT } from './common.mjs';

/** The create call's `form` part for a form of `count` required Text fields, one step. */
function loadFormPart(count) {
  const fields = Array.from({ length: count }, (_unused, index) => ({ id: `field-${index + 1}`, type: 'Text', text: [{ culture: 'en', value: `Field ${index + 1}` }], required: true }));
  const content = { steps: [{ id: 'step-1', name: [{ culture: 'en', value: 'Load' }], sections: [{ id: 'section-1', name: [], multiple: false, visible: true, fields }] }], rules: [] };
  return JSON.stringify({ name: 'Bench load run', localizations: ['en'], content: JSON.stringify(content) });
}

/**
 * Creates a form of `fields` required Text fields in the sample organization and answers the load
 * client's settings for it: `{ formId, client: { url, body, contentType } }` (one multipart body answering every field).
 */
export async function createLoadForm(api, jwt, fields) {
  const form = new FormData();
  form.append('form', loadFormPart(fields));
  const created = await fetch(new URL(`/api/organizations/${PUBLIC_FORM.organizationId}/forms/templates/${PUBLIC_FORM.contactTemplateId}`, api), { method: 'POST', headers: { authorization: `Bearer ${jwt}` }, body: form });
  if (!created.ok) throw new Error(`bench: creating the load form answered ${created.status}: ${await created.text()}`);
  const { id: formId } = await created.json();
  const answers = Array.from({ length: fields }, (_unused, index) => ({ id: `field-${index + 1}`, rowId: null, value: JSON.stringify({ value: `Answer ${index + 1}` }) }));
  const boundary = 'fo-bench-load';
  const parts = { Content: JSON.stringify(answers), CustomerEmail: 'load@example.org', Culture: 'en' };
  const body = `${Object.entries(parts).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--${boundary}--\r\n`;
  return { formId, client: { url: new URL(`/organizations/${PUBLIC_FORM.organizationId}/forms/${formId}`, api).href, body, contentType: `multipart/form-data; boundary=${boundary}` } };
}

/**
 * One fixed-rate run of bench/lib/load-client.mjs (autocannon in a process of its own). With
 * `settings.timeline`, `onWindow({ windowStart, windowEnd })` is called as the measured window is
 * scheduled (epoch ms), and the result holds every counted answer's [send time, latency].
 */
export function runLoadClient(settings, onWindow) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'bench', 'lib', 'load-client.mjs'), JSON.stringify(settings)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    let told = false;
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!told && onWindow && output.includes('\n')) {
        told = true;
        onWindow(JSON.parse(output.slice(0, output.indexOf('\n'))));
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`bench: the load client exited with code ${code}`));
      else resolve(JSON.parse(output.trim().split('\n').at(-1)));
    });
  });
}
