import { escapeHtml } from '../escape-html';
import { PUBLIC_ROUTES, buildPath } from '../route-paths';

/** The public link of a form and the HTML a club pastes into its page to embed it. */
export interface ShareLinks {
  url: string;
  embedCode: string;
}


/**
 * The public link and embed code of a form (spec 001 §2 Share dialog): on the public entry's
 * origin when the runtime config advertises it (`publicFormUrl`), else on the shell's own
 * public routes. The embed code is the iframe plus the snippet of mfe-forms' README: it sets the
 * frame's height from the `front-office:height` messages and ignores any other origin.
 */
export function shareLinks(formId: string, publicFormUrl: string | undefined, origin: string, title = 'Registration form'): ShareLinks {
  const base = (publicFormUrl ?? origin).replace(/\/+$/, '');
  const embedUrl = `${base}${buildPath(PUBLIC_ROUTES.embed, { formId })}`;
  const url = publicFormUrl ? `${base}${buildPath(PUBLIC_ROUTES.fill, { formId })}` : embedUrl;
  const formsOrigin = new URL(embedUrl).origin;
  const frameId = `front-office-form-${encodeURIComponent(formId)}`;
  const embedCode = [
    `<iframe id="${frameId}" src="${escapeHtml(embedUrl)}" title="${escapeHtml(title)}" style="width:100%;border:0" height="800"></iframe>`,
    '<script>',
    '  (function () {',
    `    var FORMS_ORIGIN = ${JSON.stringify(formsOrigin)};`,
    `    var frame = document.getElementById(${JSON.stringify(frameId)});`,
    "    window.addEventListener('message', function (event) {",
    '      if (event.origin !== FORMS_ORIGIN) return;',
    '      var data = event.data;',
    "      if (!data || data.type !== 'front-office:height' || typeof data.height !== 'number') return;",
    `      if (data.formId !== ${JSON.stringify(formId)}) return;`,
    "      frame.style.height = data.height + 'px';",
    '    });',
    '  })();',
    '</script>',
  ].join('\n');
  return { url, embedCode };
}
